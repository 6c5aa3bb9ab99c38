import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSOCIATION_LIMITS as L } from '@platform/contracts';
import { Button, IconChevronDown, IconChevronUp, IconClose, Input, toast } from '@platform/ui';
import { useAssocLevelListQuery, useAssocLevelSaveMutation, type AssocLevel } from './associationApi';
import { Muted, Row } from './styles';

interface Draft {
  levelId?: string;
  name: string;
  members: number;
}

/** 会员等级: rename, reorder, add and remove levels (a level members hold cannot be removed). */
export function LevelsEditor() {
  const { data } = useAssocLevelListQuery();
  // A new list from the server starts the form again.
  const key = (data ?? []).map((l) => `${l.levelId}:${l.name}:${l.members}`).join('|');
  return <LevelsForm key={key} levels={data ?? []} />;
}

function LevelsForm({ levels }: { levels: readonly AssocLevel[] }) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    levels.map((l) => ({ levelId: l.levelId, name: l.name, members: l.members })),
  );
  const [error, setError] = useState('');
  const [save, { isLoading }] = useAssocLevelSaveMutation();
  const move = (i: number, by: number) =>
    setDrafts((d) => {
      const next = [...d];
      const [x] = next.splice(i, 1);
      next.splice(i + by, 0, x!);
      return next;
    });
  const submit = () => {
    const names = drafts.map((d) => d.name.trim());
    if (names.some((n) => !n) || new Set(names).size !== names.length)
      return setError(t('association.settings.levelsInvalid'));
    void save({
      levels: drafts.map((d) => ({ ...(d.levelId && { levelId: d.levelId }), name: d.name.trim() })),
    })
      .unwrap()
      .then(() => toast.success(t('association.settings.levelsSaved')))
      .catch(() => undefined);
  };
  return (
    <section aria-labelledby="assoc-levels">
      <h2 id="assoc-levels">{t('association.settings.levels')}</h2>
      <p>
        <Muted>{t('association.settings.levelsHint')}</Muted>
      </p>
      <ol>
        {drafts.map((d, i) => {
          const name = d.name || String(i + 1);
          return (
            <li key={d.levelId ?? `new-${i}`}>
              <Row>
                <Input
                  label={t('association.settings.levelName', { index: i + 1 })}
                  maxLength={L.levelNameMax}
                  value={d.name}
                  onChange={(e) => {
                    const value = e.target.value;
                    setError('');
                    setDrafts((all) => all.map((x, j) => (j === i ? { ...x, name: value } : x)));
                  }}
                />
                <Button
                  variant="text"
                  aria-label={t('association.settings.up', { name })}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  <IconChevronUp />
                </Button>
                <Button
                  variant="text"
                  aria-label={t('association.settings.down', { name })}
                  disabled={i === drafts.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <IconChevronDown />
                </Button>
                <Button
                  variant="text"
                  aria-label={t('association.settings.remove', { name })}
                  disabled={d.members > 0 || drafts.length === 1}
                  onClick={() => setDrafts((all) => all.filter((_, j) => j !== i))}
                >
                  <IconClose />
                </Button>
                {d.members > 0 && <Muted>{t('association.settings.inUse', { count: d.members })}</Muted>}
              </Row>
            </li>
          );
        })}
      </ol>
      {error && <p role="alert">{error}</p>}
      <Row>
        <Button
          disabled={drafts.length >= L.levelsMax}
          onClick={() => setDrafts((d) => [...d, { name: '', members: 0 }])}
        >
          {t('association.settings.addLevel')}
        </Button>
        <Button variant="primary" loading={isLoading} onClick={submit}>
          {t('association.settings.saveLevels')}
        </Button>
      </Row>
    </section>
  );
}
