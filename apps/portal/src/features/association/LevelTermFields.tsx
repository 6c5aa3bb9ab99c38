import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Select, useUiConfig } from '@platform/ui';
import { useAssocLevelListQuery } from './associationApi';
import { chinaToday, levelLabel } from './view';

/**
 * A member's level and term, as admitting an application and adding or changing a member both set
 * them: the lowest level and a term from today to the end of the year after next by default.
 */
export function useLevelAndTerm(initial: { levelId?: string; termStart?: string; termEnd?: string } = {}) {
  const { data: levels = [] } = useAssocLevelListQuery();
  const today = chinaToday();
  const [levelId, setLevelId] = useState(initial.levelId ?? '');
  const [termStart, setTermStart] = useState(initial.termStart ?? today);
  const [termEnd, setTermEnd] = useState(initial.termEnd ?? `${Number(today.slice(0, 4)) + 2}-12-31`);
  return {
    levels,
    levelId: levelId || (levels[levels.length - 1]?.levelId ?? ''),
    setLevelId,
    termStart,
    setTermStart,
    termEnd,
    setTermEnd,
    termValid: Boolean(termStart && termEnd && termEnd >= termStart),
  };
}
export type LevelAndTerm = ReturnType<typeof useLevelAndTerm>;

export function LevelField({ state, label }: { state: LevelAndTerm; label: string }) {
  const { locale } = useUiConfig();
  return (
    <Select
      label={label}
      placeholder={null}
      value={state.levelId}
      options={state.levels.map((l) => ({ value: l.levelId, label: levelLabel(l.name, locale) }))}
      onChange={state.setLevelId}
    />
  );
}

export function TermFields({ state }: { state: LevelAndTerm }) {
  const { t } = useTranslation();
  return (
    <>
      <Input
        type="date"
        label={t('association.members.termStart')}
        value={state.termStart}
        onChange={(e) => state.setTermStart(e.target.value)}
      />
      <Input
        type="date"
        label={t('association.members.termEnd')}
        value={state.termEnd}
        onChange={(e) => state.setTermEnd(e.target.value)}
      />
    </>
  );
}
