import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tag, cutCompanyName, formatThousands, isOperating } from '@platform/ui';
import { EnterpriseLogo, FollowButton, type FollowState } from '@platform/ui/domain';
import type { SearchCompanyRow } from '@platform/contracts/search';
import { profilePath } from './paths';
import './i18n';

const Row = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.lg}px;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.lg}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
`;
const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
  a {
    font-size: ${({ theme }) => theme.font.size.lg}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.colors.brandInk};
    text-decoration: underline;
  }
`;
const Status = styled.span<{ $ok: boolean }>`
  font-size: ${({ theme }) => theme.font.size.xs}px;
  color: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;
const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.lg}px;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs}px;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface ResultItemProps {
  company: SearchCompanyRow;
  isFollow: FollowState;
  onFollowChange: (next: FollowState) => Promise<void>;
}

/** One search result: logo, name (cut at 21, "- -" when empty), status, tags, facts, follow. */
export function ResultItem({ company, isFollow, onFollowChange }: ResultItemProps) {
  const { t } = useTranslation();
  const tags = [
    company.tags.scale,
    company.tags.type,
    company.tags.financingStage,
    ...company.tags.qualifications.slice(0, 3),
  ].filter(Boolean);
  const fact = (label: string, value: string) => (
    <div>
      <dt>{label}</dt>
      <dd>{value || '-'}</dd>
    </div>
  );
  return (
    <Row data-testid="company-result">
      <EnterpriseLogo
        logoPath={company.logoPath}
        companyId={company.companyId}
        companyName={company.companyName}
        size={64}
      />
      <Body>
        <Head>
          <Link to={profilePath(company.companyId)} title={company.companyName}>
            {cutCompanyName(company.companyName)}
          </Link>
          <Status $ok={isOperating(company.regStatusName)} data-testid="company-status">
            {company.regStatusName || '-'}
          </Status>
          {company.isListed && <Tag tone="warning">{t('enterprise.search.listedYes')}</Tag>}
          {tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </Head>
        <Facts>
          {fact(t('enterprise.search.legal'), company.legalEntityName)}
          {fact(
            t('enterprise.search.regCapital'),
            company.regCapital ? `${formatThousands(company.regCapital)}万` : '',
          )}
          {fact(t('enterprise.search.esDt'), company.esDt ?? '')}
          {fact(t('enterprise.search.area'), company.area)}
          {fact(t('enterprise.search.industry'), company.industryName)}
        </Facts>
      </Body>
      <FollowButton
        size="sm"
        isFollow={isFollow}
        companyName={company.companyName}
        onFollowChange={onFollowChange}
      />
    </Row>
  );
}
