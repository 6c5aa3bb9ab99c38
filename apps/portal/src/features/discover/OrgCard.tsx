import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { DirectoryCard, DirectoryCardBody } from './DirectoryCard.styles';
import { Tag } from '@platform/ui';
import { EnterpriseLogo } from '@platform/ui/domain';
import type { DiscoverOrg } from '@platform/contracts/org';
import { OrgFollowButton } from './OrgFollowButton';
import { kindKey, memberPagePath } from './discoverModel';

const Card = styled(DirectoryCard)`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg}px;
    overflow-wrap: anywhere;
  }
  h2 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  h2 a:hover,
  h2 a:focus-visible {
    color: ${({ theme }) => theme.colors.brandInk};
    text-decoration: underline;
  }
`;
export const OrgFacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Intro = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** The kind, region, industries and member count of an organisation, as tags and text. */
export function OrgFactList({ org }: { org: DiscoverOrg }) {
  const { t } = useTranslation();
  const kind = kindKey(org.kind);
  return (
    <OrgFacts>
      {kind && <Tag>{t(`discover.kinds.${kind}`)}</Tag>}
      {org.region && <span>{org.region}</span>}
      {org.industries.length > 0 && <span>{org.industries.join(' / ')}</span>}
      <span>{t('discover.index.members', { count: org.memberCount })}</span>
    </OrgFacts>
  );
}

/** One organisation of the directory: its name leads to its members; the intro is plain text. */
export function OrgCard({ org }: { org: DiscoverOrg }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby={`org-${org.orgId}`}>
      <EnterpriseLogo logoPath={org.logo} companyId={org.orgId} companyName={org.name} size={56} />
      <DirectoryCardBody>
        <h2 id={`org-${org.orgId}`}>
          <Link to={memberPagePath(org.orgId)} title={t('discover.index.open', { name: org.name })}>
            {org.name}
          </Link>
        </h2>
        <OrgFactList org={org} />
        {org.intro && <Intro>{org.intro}</Intro>}
        <Footer>
          <OrgFollowButton orgId={org.orgId} name={org.name} />
        </Footer>
      </DirectoryCardBody>
    </Card>
  );
}
