import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Spinner, Table, Tag, type TableColumn } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import {
  useAssocApplyAssociationQuery,
  useAssocApplyListQuery,
  useAssocApplyMineQuery,
  type AssocApplication,
  type AssocListed,
} from './associationApi';
import { ApplyDialog } from './ApplyDialog';
import { MemberPosts } from './MemberPosts';
import { CardGrid, Muted } from './styles';
import { dateOf } from './view';
import './i18n';

const TONE = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

/**
 * /association/apply (login only, not behind the purchase): the associations that take
 * applications — or the one an application link names (`?id=`) — to apply to for a company, and
 * the caller's applications with their state and the reason of a rejection; and what the
 * associations the caller is a member's contact of sent their members (通知活动).
 */
export default function ApplyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const linked = params.get('id') ?? '';
  const { data: list, isLoading } = useAssocApplyListQuery(undefined, { skip: Boolean(linked) });
  const { data: one, isLoading: oneLoading } = useAssocApplyAssociationQuery(
    { associationId: linked },
    { skip: !/^\d{6}$/.test(linked) },
  );
  const { data: mine = [] } = useAssocApplyMineQuery();
  const [applying, setApplying] = useState<AssocListed | null>(null);
  const shown = linked ? (one ? [one] : []) : (list ?? []);
  const columns: TableColumn<AssocApplication>[] = [
    { key: 'associationName', title: t('association.apply.association') },
    { key: 'companyName', title: t('association.applications.company') },
    { key: 'createdAt', title: t('association.applications.createdAt'), render: (a) => dateOf(a.createdAt) },
    {
      key: 'state',
      title: t('association.applications.state'),
      render: (a) => (
        <>
          <Tag tone={TONE[a.state]}>{t(`association.applications.states.${a.state}`)}</Tag>{' '}
          {a.reason && <Muted>{a.reason}</Muted>}
        </>
      ),
    },
  ];
  return (
    <Page data-testid="association-apply">
      <h1>{t('association.apply.title')}</h1>
      <p>{t('association.apply.intro')}</p>
      <section aria-labelledby="assoc-apply-list">
        <h2 id="assoc-apply-list">{t('association.apply.associations')}</h2>
        {isLoading || oneLoading ? (
          <Spinner />
        ) : !shown.length ? (
          <Empty description={t('association.apply.none')} />
        ) : (
          <CardGrid>
            {shown.map((a) => (
              <li key={a.associationId}>
                <h3>{a.name}</h3>
                <Muted>{t('association.apply.members', { count: a.members })}</Muted>
                {a.intro && <p>{a.intro}</p>}
                <Button
                  variant="primary"
                  aria-label={`${t('association.apply.choose')} ${a.name}`}
                  onClick={() => setApplying(a)}
                >
                  {t('association.apply.choose')}
                </Button>
              </li>
            ))}
          </CardGrid>
        )}
      </section>
      <section aria-labelledby="assoc-apply-mine">
        <h2 id="assoc-apply-mine">{t('association.apply.mine')}</h2>
        <Table
          aria-label={t('association.apply.mine')}
          columns={columns}
          rows={mine}
          rowKey={(a) => a.applicationId}
          empty={t('association.apply.mineEmpty')}
        />
      </section>
      <MemberPosts />
      {applying && <ApplyDialog association={applying} onClose={() => setApplying(null)} />}
    </Page>
  );
}
