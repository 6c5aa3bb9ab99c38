import type { ReactNode } from 'react';
import { EnterpriseLogo } from '../EnterpriseLogo';
import { cutCompanyName } from '../../helpers/cut';
import {
  isCancelledOrRevoked,
  isOperating,
  qualificationTagsShown,
  scaleTagShown,
  type TagList,
} from '../../helpers/enterprise';
import { Tag } from '../../primitives/Tag';
import { TagRow } from '../../primitives/TagRow';
import { Tooltip } from '../../primitives/Tooltip';
import { Actions, Header, Main, Name, Status, TitleRow } from './EnterpriseHeader.styles';
import { useDictionaryLabel } from '../../locale';

export interface EnterpriseSummary {
  companyId: string;
  companyName: string;
  logoPath?: string | null;
  regStatusName?: string | null;
  companyScaleTag?: string | null;
  companyTypeTag?: string | null;
  financingStageTag?: string | null;
  /** Comma list or array; at most 3 are shown. */
  qualificationTags?: TagList;
  stockInfoList?: Array<{
    stockTypeName?: string | null;
    stockName?: string | null;
    stockCode?: string | null;
  }> | null;
}

export interface EnterpriseHeaderProps {
  company: EnterpriseSummary;
  /** Status date and reason for cancelled or revoked companies (from the cancellation-info call). */
  cancellation?: { date: string; reason: string } | null;
  /** Hovering or focusing the status of a cancelled company: load `cancellation` here. */
  onStatusInspect?: () => void;
  /** Follow, monitor, report buttons and the like. */
  actions?: ReactNode;
  className?: string;
}

/** Profile card header (spec 2 §2): logo, name (cut at 21), status, and scale/type/financing/stock/qualification tags. */
export function EnterpriseHeader({
  company,
  cancellation,
  onStatusInspect,
  actions,
  className,
}: EnterpriseHeaderProps) {
  const label = useDictionaryLabel();
  const status = company.regStatusName?.trim();
  const stock = (company.stockInfoList ?? [])
    .filter((s) => s.stockCode)
    .map((s) =>
      [s.stockTypeName && label(s.stockTypeName), s.stockName, s.stockCode].filter(Boolean).join(' '),
    );
  const scale = scaleTagShown(company.companyScaleTag, company.qualificationTags);
  const tags = [scale, company.companyTypeTag, company.financingStageTag, ...stock].filter(
    (t): t is string => !!t?.trim(),
  );
  const statusBadge = status && (
    <Status
      $operating={isOperating(status)}
      tabIndex={isCancelledOrRevoked(status) ? 0 : undefined}
      onMouseEnter={isCancelledOrRevoked(status) ? onStatusInspect : undefined}
      onFocus={isCancelledOrRevoked(status) ? onStatusInspect : undefined}
    >
      {label(status)}
    </Status>
  );
  return (
    <Header className={className}>
      <EnterpriseLogo
        companyId={company.companyId}
        companyName={company.companyName}
        logoPath={company.logoPath}
        size={72}
      />
      <Main>
        <TitleRow>
          <Name title={company.companyName}>{cutCompanyName(company.companyName)}</Name>
          {statusBadge && isCancelledOrRevoked(status) ? (
            <Tooltip content={cancellation ? `${cancellation.date} ${cancellation.reason}` : ''}>
              {statusBadge}
            </Tooltip>
          ) : (
            statusBadge
          )}
        </TitleRow>
        <TagRow>
          {tags.map((t) => (
            <Tag key={t} tone="neutral">
              {label(t)}
            </Tag>
          ))}
          {qualificationTagsShown(company.qualificationTags).map((t) => (
            <Tag key={t}>{label(t)}</Tag>
          ))}
        </TagRow>
      </Main>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}
