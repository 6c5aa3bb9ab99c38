import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '@platform/ui';
import {
  useCollectDynamicCancelMutation,
  useCollectDynamicPageQuery,
  useCollectPolicyPageQuery,
  useCollectPolicyRemoveMutation,
  useCollectPublishCancelMutation,
  useCollectPublishPageQuery,
} from './controlApi';
import { InteractionList, PAGE_SIZE } from './InteractionList';
import { Wrap } from './styles';
import './i18n';

const TABS = ['publish', 'dynamic', 'policy'] as const;
type Tab = (typeof TABS)[number];

const withTime = <R extends { collectTime: string }>(page: { records: R[]; total: number } | undefined) =>
  page && { total: page.total, records: page.records.map((r) => ({ ...r, time: r.collectTime })) };

function Publications() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const { data, isLoading } = useCollectPublishPageQuery({ current, size: PAGE_SIZE });
  const [cancel] = useCollectPublishCancelMutation();
  return (
    <InteractionList
      label={t('control.collections.publish')}
      data={withTime(data)}
      isLoading={isLoading}
      current={current}
      onPage={setCurrent}
      action={t('control.collections.cancel')}
      onAction={async (row) => void (await cancel({ publicationId: row.targetId }).unwrap())}
    />
  );
}

function Dynamics() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const { data, isLoading } = useCollectDynamicPageQuery({ current, size: PAGE_SIZE });
  const [cancel] = useCollectDynamicCancelMutation();
  return (
    <InteractionList
      label={t('control.collections.dynamic')}
      data={withTime(data)}
      isLoading={isLoading}
      current={current}
      onPage={setCurrent}
      action={t('control.collections.cancel')}
      onAction={async (row) => void (await cancel({ dynamicId: row.targetId }).unwrap())}
    />
  );
}

function Policies() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const { data, isLoading } = useCollectPolicyPageQuery({ current, size: PAGE_SIZE });
  const [remove] = useCollectPolicyRemoveMutation();
  return (
    <InteractionList
      label={t('control.collections.policy')}
      data={withTime(data)}
      isLoading={isLoading}
      current={current}
      onPage={setCurrent}
      action={t('control.collections.cancel')}
      onAction={async (row) => void (await remove({ policyIds: [row.targetId] }).unwrap())}
      empty={t('control.collections.noPolicies')}
    />
  );
}

/**
 * /control/collections: collected publications (myCollectPublish), company dynamics
 * (myCollectDynamic) and policies (myCollectPolicy, served by the policies module), each with
 * cancel. `?tab=dynamic|policy` opens the other tabs.
 */
export default function CollectionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = raw === 'dynamic' || raw === 'policy' ? raw : 'publish';
  return (
    <Wrap data-testid="collections-page">
      <h1>{t('control.collections.title')}</h1>
      <Tabs
        aria-label={t('control.collections.title')}
        activeKey={tab}
        onChange={(key) => setParams(key === 'publish' ? {} : { tab: key }, { replace: true })}
        items={TABS.map((key) => ({
          key,
          label: t(`control.collections.${key}`),
          content:
            key !== tab ? null : key === 'publish' ? (
              <Publications />
            ) : key === 'dynamic' ? (
              <Dynamics />
            ) : (
              <Policies />
            ),
        }))}
      />
    </Wrap>
  );
}
