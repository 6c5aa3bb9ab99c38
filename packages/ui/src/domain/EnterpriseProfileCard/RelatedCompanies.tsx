import { cutCompanyName } from '../../helpers/cut';
import { useDictionaryLabel, useUiMessages } from '../../locale';
import { Button } from '../../primitives/Button';
import { FollowButton, type FollowState } from '../FollowButton';
import { Hidden, Muted, Related, SectionTitle } from './EnterpriseProfileCard.styles';
import type { RelatedCompany } from './types';

export interface RelatedCompaniesProps {
  companies: RelatedCompany[] | null | undefined;
  onFollowChange?: (companyId: string, next: FollowState) => Promise<unknown> | void;
  onOpenProfile?: (companyId: string) => void;
  onMonitor?: (companyId: string) => void;
}

/** 关联企业: each related company with follow, profile and monitor actions. */
export function RelatedCompanies({
  companies,
  onFollowChange,
  onOpenProfile,
  onMonitor,
}: RelatedCompaniesProps) {
  const messages = useUiMessages();
  const label = useDictionaryLabel();
  const p = messages.profile;
  const list = companies ?? [];
  return (
    <section aria-label={p.relatedCompany}>
      <SectionTitle>{p.relatedCompany}</SectionTitle>
      {list.length === 0 ? (
        <Muted>{messages.empty}</Muted>
      ) : (
        <Related>
          {list.map((c) => (
            <li key={c.companyId}>
              <strong title={c.companyName}>{cutCompanyName(c.companyName)}</strong>
              {c.relation && <Muted>{label(c.relation)}</Muted>}
              {onFollowChange && (
                <FollowButton
                  size="sm"
                  isFollow={c.isFollow}
                  companyName={c.companyName}
                  onFollowChange={(next) => onFollowChange(c.companyId, next)}
                />
              )}
              {onOpenProfile && (
                <Button size="sm" onClick={() => onOpenProfile(c.companyId)}>
                  {p.viewProfile}
                  <Hidden> {c.companyName}</Hidden>
                </Button>
              )}
              {onMonitor && (
                <Button size="sm" onClick={() => onMonitor(c.companyId)}>
                  {p.monitor}
                  <Hidden> {c.companyName}</Hidden>
                </Button>
              )}
            </li>
          ))}
        </Related>
      )}
    </section>
  );
}
