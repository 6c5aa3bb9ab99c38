import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '@platform/ui';

const Box = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm}px;
  strong {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    color: ${({ theme }) => theme.colors.brandInk};
  }
`;

/** The live matching count (a polite live region: read out when it settles). */
export function MatchCount({ count, counting }: { count: number | null; counting: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-busy={counting || undefined}
      data-testid="match-count"
      data-count={count ?? undefined}
    >
      <span>{t('leads.count.label')}</span>
      {count !== null ? (
        <strong>{t('leads.count.value', { n: formatThousands(count) })}</strong>
      ) : (
        <span>{counting ? t('leads.count.counting') : t('leads.count.none')}</span>
      )}
    </Box>
  );
}
