import { cutCompanyName } from '../../helpers/cut';
import { isOperating, qualificationTagsShown, scaleTagShown } from '../../helpers/enterprise';
import { highlightParts } from '../../helpers/highlight';
import { useDictionaryLabel, useUiMessages } from '../../locale';
import { Tag } from '../../primitives/Tag';
import { TagRow } from '../../primitives/TagRow';
import { EnterpriseLogo } from '../EnterpriseLogo';
import type { EnterpriseProfile } from '../EnterpriseProfileCard';
import { FollowButton, type FollowState } from '../FollowButton';
import { Body, Facts, Item, Name, NameButton, Status, Title } from './CompanyResultItem.styles';

/** The company fields a search result row uses (names as in the company detail). */
export type CompanyResult = Pick<
  EnterpriseProfile,
  | 'companyId'
  | 'companyName'
  | 'logoPath'
  | 'regStatusName'
  | 'legalEntityName'
  | 'regCapital'
  | 'esDt'
  | 'area'
  | 'companyScaleTag'
  | 'companyTypeTag'
  | 'financingStageTag'
  | 'qualificationTags'
  | 'isFollow'
>;

export interface CompanyResultItemProps {
  company: CompanyResult;
  /** Search keyword; each match in the name is marked (as text, never as HTML). */
  keyword?: string;
  /** The name was clicked; without it the name is plain text. */
  onOpenProfile?: (companyId: string) => void;
  /** Follow or unfollow; no follow button without it. */
  onFollowChange?: (companyId: string, next: FollowState) => Promise<unknown> | void;
  className?: string;
}

const dash = (v: string | number | null | undefined) => {
  const text = v === null || v === undefined ? '' : String(v).trim();
  return text || '-';
};

/** One search result: logo, highlighted name (cut at 21), status, facts, tags and a follow button. */
export function CompanyResultItem({
  company,
  keyword,
  onOpenProfile,
  onFollowChange,
  className,
}: CompanyResultItemProps) {
  const messages = useUiMessages();
  const label = useDictionaryLabel();
  const p = messages.profile;
  const name = company.companyName ?? '';
  const status = company.regStatusName?.trim();
  const parts = highlightParts(cutCompanyName(name), keyword);
  const text = parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text));
  const tags = [
    scaleTagShown(company.companyScaleTag, company.qualificationTags),
    company.companyTypeTag,
    company.financingStageTag,
  ].filter((t): t is string => !!t?.trim());
  const facts: Array<[string, string]> = [
    [p.legalEntityName, dash(company.legalEntityName)],
    [p.regCapital, dash(company.regCapital)],
    [p.esDt, dash(company.esDt?.slice(0, 10))],
    [p.area, dash(company.area)],
  ];
  return (
    <Item className={className} aria-label={name || undefined}>
      <EnterpriseLogo
        companyId={company.companyId}
        companyName={name}
        logoPath={company.logoPath}
        size={64}
      />
      <Body>
        <Title>
          <Name title={name}>
            {onOpenProfile ? (
              <NameButton type="button" onClick={() => onOpenProfile(company.companyId)}>
                {text}
              </NameButton>
            ) : (
              text
            )}
          </Name>
          {status && <Status $operating={isOperating(status)}>{label(status)}</Status>}
        </Title>
        <Facts>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Facts>
        {(tags.length > 0 || company.qualificationTags) && (
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
        )}
      </Body>
      {onFollowChange && (
        <FollowButton
          size="sm"
          isFollow={company.isFollow}
          companyName={name}
          onFollowChange={(next) => onFollowChange(company.companyId, next)}
        />
      )}
    </Item>
  );
}
