import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DICTIONARY_CODES, OPERATOR_LIMITS as L, type DictionaryEntryInput } from '@platform/contracts';
import { Button, Empty, Input, Select, toast } from '@platform/ui';
import { OperatorGate } from './OperatorGate';
import {
  useOperatorDictCodesQuery,
  useOperatorDictEntriesQuery,
  useOperatorDictSaveMutation,
} from './operatorApi';

type Code = (typeof DICTIONARY_CODES)[number];
type Row = { dictKey: string; dictValue: string; sort: string };

const Rows = styled.ol`
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) 90px auto;
    gap: ${({ theme }) => theme.space.md}px;
    align-items: end;
    margin-bottom: ${({ theme }) => theme.space.md}px;
  }
  @media (max-width: 800px) {
    li {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

/** What a save sends, or the first problem with the rows (a key missing or repeated). */
export function entriesOf(
  rows: readonly Row[],
): { entries: DictionaryEntryInput[] } | { problem: 'keyRequired' | 'keyDuplicate'; n: number; key: string } {
  const seen = new Set<string>();
  const entries: DictionaryEntryInput[] = [];
  for (const [i, r] of rows.entries()) {
    const key = r.dictKey.trim();
    if (!key) return { problem: 'keyRequired', n: i + 1, key };
    if (seen.has(key)) return { problem: 'keyDuplicate', n: i + 1, key };
    seen.add(key);
    entries.push({ dictKey: key, dictValue: r.dictValue.trim(), sort: Number(r.sort) || 0 });
  }
  return { entries };
}

/** /operator/dictionaries: one dictionary of spec 1 §7 edited as a whole list and saved at once. */
export default function DictionariesPage() {
  const { t } = useTranslation();
  const [code, setCode] = useState<Code>(DICTIONARY_CODES[0]);
  const codes = useOperatorDictCodesQuery({});
  const current = useOperatorDictEntriesQuery({ code });
  const loaded = current.data?.code === code ? current.data : undefined;
  return (
    <OperatorGate title={t('operatorConsole.dict.title')}>
      <Select
        label={t('operatorConsole.dict.code')}
        placeholder={null}
        value={code}
        options={DICTIONARY_CODES.map((c) => {
          const n = codes.data?.find((x) => x.code === c)?.entries ?? 0;
          return { value: c, label: `${c} (${t('operatorConsole.dict.entries', { count: n })})` };
        })}
        onChange={(v) => setCode(v as Code)}
      />
      {loaded && (
        // A new list (another code, or the saved one read back) starts a fresh editor.
        <DictionaryEditor
          key={`${code}:${current.fulfilledTimeStamp ?? 0}`}
          code={code}
          initial={loaded.entries}
        />
      )}
    </OperatorGate>
  );
}

function DictionaryEditor({ code, initial }: { code: Code; initial: readonly DictionaryEntryInput[] }) {
  const { t } = useTranslation();
  const [save, saving] = useOperatorDictSaveMutation();
  const [rows, setRows] = useState<Row[]>(() =>
    initial.map((e) => ({ dictKey: e.dictKey, dictValue: e.dictValue, sort: String(e.sort) })),
  );
  const [problem, setProblem] = useState('');
  const set = (i: number, change: Partial<Row>) =>
    setRows((list) => list.map((r, j) => (j === i ? { ...r, ...change } : r)));

  const submit = async () => {
    const checked = entriesOf(rows);
    if ('problem' in checked) {
      setProblem(t(`operatorConsole.dict.${checked.problem}`, { n: checked.n, key: checked.key }));
      return;
    }
    setProblem('');
    const done = await save({ code, entries: checked.entries })
      .unwrap()
      .catch(() => null);
    if (done) toast.success(t('operatorConsole.dict.saved'));
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {rows.length === 0 && <Empty description={t('operatorConsole.dict.empty')} />}
      <Rows data-testid="dictionary-rows">
        {rows.map((r, i) => (
          <li key={i}>
            <Input
              label={t('operatorConsole.dict.key')}
              maxLength={L.dictKeyMax}
              value={r.dictKey}
              onChange={(e) => set(i, { dictKey: e.target.value })}
            />
            <Input
              label={t('operatorConsole.dict.value')}
              maxLength={L.dictValueMax}
              value={r.dictValue}
              onChange={(e) => set(i, { dictValue: e.target.value })}
            />
            <Input
              label={t('operatorConsole.dict.sort')}
              type="number"
              min={0}
              max={9999}
              value={r.sort}
              onChange={(e) => set(i, { sort: e.target.value })}
            />
            <Button variant="text" onClick={() => setRows((list) => list.filter((_, j) => j !== i))}>
              {t('operatorConsole.dict.removeRow', { n: i + 1 })}
            </Button>
          </li>
        ))}
      </Rows>
      {problem && <p role="alert">{problem}</p>}
      <Button
        disabled={rows.length >= L.dictionaryEntriesMax}
        onClick={() =>
          setRows((list) => [...list, { dictKey: '', dictValue: '', sort: String(list.length) }])
        }
      >
        {t('operatorConsole.dict.addRow')}
      </Button>{' '}
      <Button type="submit" variant="primary" loading={saving.isLoading}>
        {t('operatorConsole.dict.save')}
      </Button>
    </form>
  );
}
