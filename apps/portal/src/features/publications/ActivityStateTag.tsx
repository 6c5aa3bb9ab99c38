import { useTranslation } from 'react-i18next';
import { Tag, type TagTone } from '@platform/ui';
import type { ActivityState } from './activityState';

const TONES: Record<ActivityState, TagTone> = {
  open: 'success',
  full: 'warning',
  closed: 'neutral',
  ended: 'neutral',
};

/** 报名中 / 已满 / 报名截止 / 已结束. */
export function ActivityStateTag({ state }: { state: ActivityState }) {
  const { t } = useTranslation();
  return <Tag tone={TONES[state]}>{t(`publications.activity.states.${state}`)}</Tag>;
}
