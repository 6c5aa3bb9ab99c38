import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button, Empty, Input, Pagination, Spinner } from '@platform/ui';
import { EnterpriseLogo } from '@platform/ui/domain';
import { DISCOVER_LIMITS } from '@platform/contracts/org/constants';
import type { DiscoverOrg } from '@platform/contracts/org';
import { Page } from '../../shared/layout/Page';
import { useAppSelector } from '../../shared/store/hooks';
import { useOrgDetailQuery, useOrgMembersQuery } from './discoverApi';
import { MemberItem } from './MemberItem';
import { OrgFactList } from './OrgCard';
import { OrgFollowButton } from './OrgFollowButton';
import { VisitorPrompt } from './VisitorPrompt';
import { DISCOVER_INDEX_PATH, orgIdOf, pageOf } from './discoverModel';
import './i18n';

const Header = styled.header`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    overflow-wrap: anywhere;
  }
`;
const Intro = styled.p`
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;
const Grid = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
`;
const Back = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
`;

function OrgHeader({ org }: { org: DiscoverOrg }) {
  const { t } = useTranslation();
  return (
    <Header aria-label={t('discover.member.facts')}>
      <EnterpriseLogo logoPath={org.logo} companyId={org.orgId} companyName={org.name} size={72} />
      <div>
        <h1>{org.name}</h1>
        <OrgFactList org={org} />
        {org.intro && <Intro aria-label={t('discover.member.intro')}>{org.intro}</Intro>}
      </div>
      <OrgFollowButton orgId={org.orgId} name={org.name} />
    </Header>
  );
}

/** The members of one organisation, searched by name and paged (the page lives in the address). */
function Members({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, DISCOVER_LIMITS.keyword);
  const page = pageOf(params);
  const [typed, setTyped] = useState(keyword);
  const { data, isError } = useOrgMembersQuery({
    orgId,
    current: page,
    size: DISCOVER_LIMITS.memberPage,
    ...(keyword && { keyword }),
  });
  const go = (next: { keyword: string; page: number }) => {
    const search = new URLSearchParams({ orgId });
    if (next.keyword) search.set('keyword', next.keyword);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ keyword: typed.trim(), page: 1 });
  };
  return (
    <section aria-labelledby="discover-members" data-testid="member-list">
      <h2 id="discover-members">{t('discover.member.list')}</h2>
      <Search role="search" onSubmit={submit}>
        <Input
          label={t('discover.member.keyword')}
          placeholder={t('discover.member.keywordPlaceholder')}
          value={typed}
          maxLength={DISCOVER_LIMITS.keyword}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="primary">
          {t('discover.member.search')}
        </Button>
      </Search>
      {isError ? (
        <p role="alert">{t('discover.member.loadFailed')}</p>
      ) : !data ? (
        <Spinner />
      ) : data.records.length === 0 ? (
        <Empty description={t('discover.member.empty')} />
      ) : (
        <Grid>
          {data.records.map((member) => (
            <li key={member.userId}>
              <MemberItem member={member} />
            </li>
          ))}
        </Grid>
      )}
      {data && data.total > DISCOVER_LIMITS.memberPage && (
        <Pagination
          aria-label={t('discover.member.pages')}
          total={data.total}
          pageSize={DISCOVER_LIMITS.memberPage}
          page={page}
          onChange={(next) => go({ keyword, page: next })}
        />
      )}
    </section>
  );
}

function Organisation({ orgId }: { orgId: string | null }) {
  const { t } = useTranslation();
  const { data: org, isLoading, isError } = useOrgDetailQuery({ orgId: orgId ?? '' }, { skip: !orgId });
  if (isLoading) return <Spinner />;
  if (!orgId || isError || !org) return <Empty description={t('discover.member.missing')} />;
  return (
    <>
      <OrgHeader org={org} />
      <Members orgId={org.orgId} />
    </>
  );
}

/**
 * /discoverMem/discoverMember?orgId=: one organisation listed on the platform (docs/discover.md),
 * its facts and follow toggle, and its members with their card summaries. Visitors are asked to
 * sign in.
 */
export default function DiscoverMemberPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = Boolean(useAppSelector((s) => s.app.token));
  return (
    <Page data-testid="discover-member">
      <Back>
        <Link to={DISCOVER_INDEX_PATH}>{t('discover.member.back')}</Link>
      </Back>
      {signedIn ? (
        <Organisation orgId={orgIdOf(params)} />
      ) : (
        <>
          <h1>{t('routes.discoverMember')}</h1>
          <VisitorPrompt />
        </>
      )}
    </Page>
  );
}
