import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PolicyMeasure } from '@platform/contracts';
import { Button, Empty, Spinner, Table, Tag, toast } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { appActions } from '../../shared/session/appSlice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import {
  usePolicyCollectMutation,
  usePolicyCollectStateQuery,
  usePolicyDetailQuery,
  usePolicyUncollectMutation,
} from './policiesApi';
import { Actions, Facts, FullText, Section } from './styles';
import './i18n';

const ID = /^\d{1,18}$/;

/** Collect / collected: a visitor is asked to log in first. */
function CollectButton({ policyId }: { policyId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => Boolean(s.app.token));
  const state = usePolicyCollectStateQuery({ policyId }, { skip: !loggedIn });
  const [collect, collecting] = usePolicyCollectMutation();
  const [uncollect, uncollecting] = usePolicyUncollectMutation();
  const collected = loggedIn && state.data?.collected === true;
  const onClick = async () => {
    if (!loggedIn) {
      toast.info(t('policies.detail.loginToCollect'));
      dispatch(appActions.loginDialogShown(true));
      return;
    }
    if (collected) {
      await uncollect({ policyIds: [policyId] }).unwrap();
      toast.success(t('policies.detail.uncollectDone'));
    } else {
      await collect({ policyId }).unwrap();
      toast.success(t('policies.detail.collectDone'));
    }
  };
  return (
    <Button
      variant={collected ? 'default' : 'primary'}
      aria-pressed={collected}
      disabled={collecting.isLoading || uncollecting.isLoading || (loggedIn && state.isLoading)}
      onClick={() => void onClick().catch(() => undefined)}
    >
      {collected ? t('policies.detail.collected') : t('policies.detail.collect')}
    </Button>
  );
}

/**
 * /serve/policyDetail?id=: a policy's facts, its full text paragraph by paragraph (text, never
 * markup), its support measures as a table, and the collect button.
 */
export default function PolicyDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const valid = ID.test(id);
  const { data, isLoading, isError } = usePolicyDetailQuery({ id }, { skip: !valid });

  if (valid && isLoading)
    return (
      <Page aria-busy="true">
        <Spinner />
      </Page>
    );
  if (!valid || isError || !data)
    return (
      <Page data-testid="policy-missing">
        <h1>{t('policies.detail.notFound')}</h1>
        <Empty description={t('policies.detail.notFound')}>
          <Link to="/serve/policy">{t('policies.detail.back')}</Link>
        </Empty>
      </Page>
    );
  const columns = [
    { key: 'title', title: t('policies.detail.measureTitle') },
    { key: 'content', title: t('policies.detail.measureContent') },
    {
      key: 'amount',
      title: t('policies.detail.amount'),
      align: 'right' as const,
      render: (m: PolicyMeasure) => (m.amount === null ? t('policies.detail.noAmount') : String(m.amount)),
    },
  ];
  return (
    <Page aria-labelledby="policy-title" data-testid="policy-detail">
      <p>
        <Link to="/serve/policy">{t('policies.detail.back')}</Link>
      </p>
      <h1 id="policy-title">{data.title}</h1>
      <Actions>
        <Tag>{t(`policies.levels.${data.level}`)}</Tag>
        <Tag>{data.valid ? t('policies.valid') : t('policies.expired')}</Tag>
        <CollectButton policyId={data.policyId} />
      </Actions>
      <Facts>
        <div>
          <dt>{t('policies.detail.issuer')}</dt>
          <dd>{data.issuer}</dd>
        </div>
        <div>
          <dt>{t('policies.detail.region')}</dt>
          <dd>{data.regionName || t('policies.national')}</dd>
        </div>
        <div>
          <dt>{t('policies.detail.chains')}</dt>
          <dd>{data.chainNames.length ? data.chainNames.join(' / ') : t('policies.detail.allIndustries')}</dd>
        </div>
        <div>
          <dt>{t('policies.detail.issuedOn')}</dt>
          <dd>{data.issuedOn}</dd>
        </div>
        <div>
          <dt>{t('policies.detail.expiresOn')}</dt>
          <dd>{data.expiresOn ?? t('policies.noExpiry')}</dd>
        </div>
      </Facts>
      <Section aria-labelledby="policy-measures">
        <h2 id="policy-measures">{t('policies.detail.measures')}</h2>
        <Table
          aria-label={t('policies.detail.measures')}
          columns={columns}
          rows={data.measures}
          rowKey={(m) => m.title + m.content}
        />
      </Section>
      <FullText aria-labelledby="policy-text" data-testid="policy-text">
        <h2 id="policy-text">{t('policies.detail.fullText')}</h2>
        {data.paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </FullText>
    </Page>
  );
}
