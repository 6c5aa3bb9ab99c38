import type { ReactNode } from 'react';
import { splitTags } from '../../helpers/enterprise';
import { useUiMessages } from '../../locale';
import { Button } from '../../primitives/Button';
import { Collapse } from '../../primitives/Collapse';
import { Tag } from '../../primitives/Tag';
import { TagRow } from '../../primitives/TagRow';
import { Muted, Pairs, Plain } from './EnterpriseProfileCard.styles';
import { fieldTagGroups, isClickableShareholder, orDash } from './profile';
import { TagList } from './TagList';
import type { DistributionItem, EnterpriseProfile, MajorShareholder } from './types';

export interface ProfileDetailsProps {
  data: EnterpriseProfile;
  defaultOpen?: boolean;
  onOpenIndustryGraph?: (industryCode: string, companyId: string) => void;
  onShareholderClick?: (holder: MajorShareholder) => void;
}

const distribution = (items: DistributionItem[] | null | undefined) =>
  (items ?? [])
    .filter((i) => i.name)
    .map((i) => (i.value === null || i.value === undefined ? i.name : `${i.name} ${i.value}`));

/** The collapsible block of the profile card (spec 2 §2). */
export function ProfileDetails({
  data,
  defaultOpen = false,
  onOpenIndustryGraph,
  onShareholderClick,
}: ProfileDetailsProps) {
  const messages = useUiMessages();
  const p = messages.profile;
  const fields = fieldTagGroups(data.industryFieldTags, data.techFieldTags);
  const rows: Array<[string, ReactNode]> = [
    [p.industrLayoutList, <IndustryLayout key="layout" data={data} onOpen={onOpenIndustryGraph} />],
    [p.industryFieldTags, <TagList key="industry" tags={fields.industry} />],
    [p.techFieldTags, <TagList key="tech" tags={fields.tech} />],
    [p.listTitle, <TagList key="list" tags={splitTags(data.listTitle)} tone="warning" />],
    [p.serviceAndProductTags, <TagList key="products" tags={splitTags(data.serviceAndProductTags)} />],
    [p.businessScope, orDash(data.businessScope)],
    [p.qualificationType, orDash(data.qualificationType)],
    [p.enqaTypeName, orDash(data.enqaTypeName)],
    [
      p.majorShareholders,
      <Shareholders key="holders" holders={data.majorShareholders} onClick={onShareholderClick} />,
    ],
    [p.realityControllingPerson, orDash(data.realityControllingPerson)],
    [
      p.industrDistribution,
      <TagList key="ind" tags={distribution(data.scores?.industrDistribution)} tone="neutral" />,
    ],
    [
      p.regionalDistribution,
      <TagList key="reg" tags={distribution(data.scores?.regionalDistribution)} tone="neutral" />,
    ],
  ];
  return (
    <Collapse title={p.more} defaultOpen={defaultOpen}>
      <Pairs>
        {rows.map(([label, value]) => (
          <Row key={label} label={label} value={value} />
        ))}
      </Pairs>
    </Collapse>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** Industry layout tags; one with an industry code opens the industry graph. */
function IndustryLayout({
  data,
  onOpen,
}: {
  data: EnterpriseProfile;
  onOpen?: (industryCode: string, companyId: string) => void;
}) {
  const messages = useUiMessages();
  const items = (data.industrLayoutList ?? []).filter((i) => i.industryName);
  if (items.length === 0) return <Muted>{messages.empty}</Muted>;
  return (
    <TagRow>
      {items.map((item) => {
        const code = item.industryCode?.trim();
        return code && onOpen ? (
          <Button
            key={item.industryName}
            size="sm"
            variant="link"
            onClick={() => onOpen(code, data.companyId)}
          >
            {item.industryName}
          </Button>
        ) : (
          <Tag key={item.industryName}>{item.industryName}</Tag>
        );
      })}
    </TagRow>
  );
}

/** Shareholders with their ratio; only companies with an id are buttons. */
function Shareholders({
  holders,
  onClick,
}: {
  holders: MajorShareholder[] | null | undefined;
  onClick?: (holder: MajorShareholder) => void;
}) {
  const messages = useUiMessages();
  const list = (holders ?? []).filter((h) => h.holderEntityName);
  if (list.length === 0) return <Muted>{messages.empty}</Muted>;
  return (
    <Plain>
      {list.map((h, i) => (
        <li key={`${h.holderEntityId ?? ''}-${h.holderEntityName}-${i}`}>
          {isClickableShareholder(h) && onClick ? (
            <Button size="sm" variant="link" onClick={() => onClick(h)}>
              {h.holderEntityName}
            </Button>
          ) : (
            <span>{h.holderEntityName}</span>
          )}
          {h.ratio !== null && h.ratio !== undefined && h.ratio !== '' && <Muted> {String(h.ratio)}</Muted>}
        </li>
      ))}
    </Plain>
  );
}
