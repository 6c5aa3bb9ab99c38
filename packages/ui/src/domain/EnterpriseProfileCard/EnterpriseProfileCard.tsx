import { LazyCapabilityRadar } from '../../charts/CapabilityRadar/LazyCapabilityRadar';
import { splitTags } from '../../helpers/enterprise';
import { useUiMessages } from '../../locale';
import { Button } from '../../primitives/Button';
import { EnterpriseHeader } from '../EnterpriseHeader';
import { FollowButton, type FollowState } from '../FollowButton';
import { Card, Columns, Main, Pairs, SectionTitle, Side } from './EnterpriseProfileCard.styles';
import { ProfileDetails } from './ProfileDetails';
import { OrgFacts, ProfileFacts } from './ProfileFacts';
import { ProfileQr } from './ProfileQr';
import { enterpriseLevelName, orDash } from './profile';
import { RelatedCompanies } from './RelatedCompanies';
import { TagList } from './TagList';
import type { CancellationInfo, EnterpriseProfile, MajorShareholder } from './types';
import { useCancellation } from './useCancellation';

export interface EnterpriseProfileCardProps {
  /** The company detail as the server sends it (field names of spec 2 §3). */
  data: EnterpriseProfile;
  /** 'org' adds intro, managed-fund size, investment amount and count (default 'company'). */
  variant?: 'company' | 'org';
  /** Mobile-view URL shown as a 120 px QR code; no QR without it. */
  mobileUrl?: string;
  /** Cancellation date and reason for a cancelled or revoked company; called on first hover or focus of the status. Failures are silent. */
  loadCancellation?: () => Promise<CancellationInfo | null | undefined>;
  /** Follow (1) or unfollow (0) this company; no follow button without it. */
  onFollowChange?: (next: FollowState) => Promise<unknown> | void;
  /** Follow or unfollow a related company. */
  onRelatedFollowChange?: (companyId: string, next: FollowState) => Promise<unknown> | void;
  /** Open a company profile (/#/entInfo/index?companyid=, see profileRoutes). */
  onOpenProfile?: (companyId: string) => void;
  /** Open the industry graph; offered only for layout items with an industry code. */
  onOpenIndustryGraph?: (industryCode: string, companyId: string) => void;
  /** A company shareholder (id and holderEntityType "2") was clicked. */
  onShareholderClick?: (holder: MajorShareholder) => void;
  /** Monitor this or a related company. */
  onMonitor?: (companyId: string) => void;
  /** 生成报告 was clicked; the host runs its checks and opens ReportDialog. */
  onGenerateReport?: (data: EnterpriseProfile) => void;
  /** The collapsible block starts open (default false). */
  defaultExpanded?: boolean;
  className?: string;
}

/** Enterprise and organisation profile card (spec 2 §2, §4, §5). Presentational: every action is a callback. */
export function EnterpriseProfileCard({
  data,
  variant = 'company',
  mobileUrl,
  loadCancellation,
  onFollowChange,
  onRelatedFollowChange,
  onOpenProfile,
  onOpenIndustryGraph,
  onShareholderClick,
  onMonitor,
  onGenerateReport,
  defaultExpanded = false,
  className,
}: EnterpriseProfileCardProps) {
  const messages = useUiMessages();
  const p = messages.profile;
  const cancellation = useCancellation(loadCancellation);
  const name = data.companyName ?? '';
  const level = enterpriseLevelName(data.enterpriseLevel, data.scores?.totalScore, messages.levelNames);
  const actions = (
    <>
      {onFollowChange && <FollowButton isFollow={data.isFollow} onFollowChange={onFollowChange} />}
      {onMonitor && <Button onClick={() => onMonitor(data.companyId)}>{p.monitor}</Button>}
      {onGenerateReport && (
        <Button variant="primary" onClick={() => onGenerateReport(data)}>
          {p.generateReport}
        </Button>
      )}
    </>
  );
  return (
    <Card className={className} aria-label={name || undefined}>
      <Columns>
        <Main>
          <EnterpriseHeader
            company={{ ...data, companyName: name }}
            cancellation={cancellation.info}
            onStatusInspect={cancellation.inspect}
            actions={onFollowChange || onMonitor || onGenerateReport ? actions : undefined}
          />
          <Pairs>
            <dt>{p.circlesTags}</dt>
            <dd>
              <TagList tags={splitTags(data.circlesTags)} tone="success" />
            </dd>
            <dt>{p.enterpriseLevel}</dt>
            <dd>{orDash(level)}</dd>
          </Pairs>
          {variant === 'org' && <OrgFacts data={data} />}
          <ProfileFacts data={data} />
          <ProfileDetails
            data={data}
            defaultOpen={defaultExpanded}
            onOpenIndustryGraph={onOpenIndustryGraph}
            onShareholderClick={onShareholderClick}
          />
          <RelatedCompanies
            companies={data.relatedCompany}
            onFollowChange={onRelatedFollowChange}
            onOpenProfile={onOpenProfile}
            onMonitor={onMonitor}
          />
        </Main>
        <Side>
          <section aria-label={p.capability}>
            <SectionTitle>{p.capability}</SectionTitle>
            <LazyCapabilityRadar scores={data.scores} height={260} />
          </section>
          {mobileUrl && <ProfileQr url={mobileUrl} companyName={name} />}
        </Side>
      </Columns>
    </Card>
  );
}
