import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { OPERATOR_LIMITS as L, type SensitiveWord } from '@platform/contracts';
import { Button, Input, Pagination, Table, TextArea, confirm, toast, type TableColumn } from '@platform/ui';
import { useDebounced } from '../../shared/hooks/useDebounced';
import { OperatorGate } from './OperatorGate';
import {
  useOperatorWordAddMutation,
  useOperatorWordPageQuery,
  useOperatorWordRemoveMutation,
} from './operatorApi';

const SIZE = 20;
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl}px;
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The words of the add form: one a line, trimmed, without blanks and repeats. */
export function wordsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split('\n')
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ];
}

/** /operator/sensitiveWords: the list by keyword, and words added or removed. */
export default function SensitiveWordsPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState('');
  const search = useDebounced(keyword.trim(), 300);
  const page = useOperatorWordPageQuery({ ...(search ? { keyword: search } : {}), current, size: SIZE });
  const [add, adding] = useOperatorWordAddMutation();
  const [remove] = useOperatorWordRemoveMutation();

  const submit = async () => {
    const words = wordsOf(draft);
    const long = words.find((w) => [...w].length > L.wordMax);
    const issue = !words.length
      ? t('operatorConsole.words.none')
      : long
        ? t('operatorConsole.words.tooLong', { word: long })
        : words.length > L.wordsPerCall
          ? t('operatorConsole.words.tooMany')
          : '';
    setProblem(issue);
    if (issue) return;
    const done = await add({ words })
      .unwrap()
      .catch(() => null);
    if (!done) return;
    setDraft('');
    toast.success(t('operatorConsole.words.added', { count: done.changed }));
  };
  const drop = async (word: string) => {
    if (
      !(await confirm({
        title: t('operatorConsole.words.title'),
        content: t('operatorConsole.words.confirmRemove', { word }),
      }))
    )
      return;
    await remove({ words: [word] }).unwrap();
    toast.success(t('operatorConsole.words.removed'));
  };
  const columns: TableColumn<SensitiveWord>[] = [
    { key: 'word', title: t('operatorConsole.words.word') },
    {
      key: 'createdAt',
      title: t('operatorConsole.words.createdAt'),
      render: (r) => r.createdAt.slice(0, 10),
    },
    {
      key: 'actions',
      title: t('operatorConsole.words.actions'),
      render: (r) => (
        <Button variant="text" onClick={() => void drop(r.word).catch(() => undefined)}>
          {t('operatorConsole.words.remove', { word: r.word })}
        </Button>
      ),
    },
  ];

  return (
    <OperatorGate title={t('operatorConsole.words.title')}>
      <Columns>
        <div>
          <Input
            type="search"
            label={t('operatorConsole.words.search')}
            value={keyword}
            maxLength={L.wordMax}
            onChange={(e) => {
              setKeyword(e.target.value);
              setCurrent(1);
            }}
          />
          <p aria-live="polite">{t('operatorConsole.words.total', { count: page.data?.total ?? 0 })}</p>
          <Table
            aria-label={t('operatorConsole.words.title')}
            columns={columns}
            rows={page.data?.records ?? []}
            rowKey={(r) => r.word}
            loading={page.isFetching}
            empty={t('operatorConsole.words.empty')}
          />
          <Pagination total={page.data?.total ?? 0} pageSize={SIZE} page={current} onChange={setCurrent} />
        </div>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextArea
            label={t('operatorConsole.words.add')}
            placeholder={t('operatorConsole.words.addHint')}
            rows={8}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            error={problem || undefined}
          />
          <Button type="submit" variant="primary" loading={adding.isLoading}>
            {t('operatorConsole.words.submit')}
          </Button>
        </form>
      </Columns>
    </OperatorGate>
  );
}
