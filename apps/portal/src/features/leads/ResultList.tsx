import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Pagination, Spinner, Tag } from '@platform/ui';
import { listRow } from '../../shared/layout/listRow';
import type { LeadCandidate } from './leadsApi';
import { reasonText } from './reasons';

const List = styled.ol`
  margin: 0;
  padding: 0;
  > li {
    ${listRow}
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md}px;
  }
`;
const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  strong {
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
const Reasons = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface ResultListProps {
  records: readonly LeadCandidate[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
  /** The look-alike samples picked so far (by company id), and picking one. */
  picked: ReadonlySet<string>;
  canPick: boolean;
  onPick: (match: LeadCandidate) => void;
}

/** The ranked matches, each with why it matched. */
export function ResultList({
  records,
  total,
  page,
  pageSize,
  loading,
  onPage,
  picked,
  canPick,
  onPick,
}: ResultListProps) {
  const { t } = useTranslation();
  if (loading && !records) return <Spinner />;
  if (!records?.length) return <Empty description={t('leads.results.empty')} />;
  return (
    <>
      <List aria-label={t('leads.results.title')} aria-busy={loading || undefined}>
        {records.map((m) => (
          <li key={m.companyId} data-testid="lead-match">
            <Body>
              <strong>{m.companyName}</strong>
              <small>
                {[
                  m.regionName,
                  m.foundedYear ? t('leads.results.founded', { year: m.foundedYear }) : '',
                  m.regCapital > 0 ? t('leads.results.capital', { capital: m.regCapital }) : '',
                  t('leads.results.score', { score: m.score }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </small>
              <Reasons aria-label={t('leads.results.why')}>
                {m.reasons.map((r, i) => (
                  <li key={`${r.code}-${i}`}>
                    <Tag tone="neutral">{reasonText(t, r)}</Tag>
                  </li>
                ))}
              </Reasons>
            </Body>
            <Button
              size="sm"
              disabled={picked.has(m.companyId) || (!canPick && !picked.has(m.companyId))}
              aria-label={`${picked.has(m.companyId) ? t('leads.results.picked') : t('leads.results.pick')} ${m.companyName}`}
              onClick={() => onPick(m)}
            >
              {picked.has(m.companyId) ? t('leads.results.picked') : t('leads.results.pick')}
            </Button>
          </li>
        ))}
      </List>
      {total > pageSize && <Pagination total={total} pageSize={pageSize} page={page} onChange={onPage} />}
    </>
  );
}
