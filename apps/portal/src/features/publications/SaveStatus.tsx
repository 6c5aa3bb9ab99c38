import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@platform/ui';
import type { SaveState } from './useAutosave';

const Line = styled.p<{ $error: boolean }>`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textSecondary)};
`;

/** The autosave's state, announced politely: 保存中 / 已保存 hh:mm / 保存失败. */
export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  const text =
    state.kind === 'saving'
      ? t('publications.edit.saving')
      : state.kind === 'saved'
        ? t('publications.edit.saved', { time: formatDateTime(state.at, 'time') })
        : state.kind === 'failed'
          ? t('publications.edit.saveFailed')
          : '';
  return (
    <Line role="status" aria-live="polite" $error={state.kind === 'failed'} data-testid="save-status">
      {text}
      {state.kind === 'failed' && (
        <span title={state.message}> · {t('publications.edit.saveFailedHint')}</span>
      )}
    </Line>
  );
}
