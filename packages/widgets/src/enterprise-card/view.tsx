import { useEffect, useState } from 'react';
import type { EntDetail, bigdataApi } from '@platform/contracts/bigdata';
import { bigdataRoutes } from '@platform/contracts/bigdata/routes';
import type { systemApi } from '@platform/contracts/system';
import { systemRoutes } from '@platform/contracts/system/routes';
import { Spinner } from '@platform/ui';
import { EnterpriseProfileCard, profileFromDetail } from '@platform/ui/domain';
import { WidgetApiError } from '../client';
import type { WidgetProps } from '../define';
import { copyOf } from '../common/copy';
import { typed } from '../common/endpoints';
import { Notice } from '../common/Notice';
import { errorDetail, useSignedIn } from '../common/useSignedIn';
import { reactMount, useWidget } from '../mount';

const entDetail = typed<typeof bigdataApi.entDetail>(bigdataRoutes.entDetail);
const followSave = typed<typeof systemApi.followSave>(systemRoutes.followSave);
/** The portal's company profile, and where its monitoring and reports live. */
const profileUrl = (apiBase: string, id: string) =>
  new URL(`/EntInfo/index?companyid=${encodeURIComponent(id)}`, apiBase).href;
const monitorUrl = (apiBase: string, id: string) =>
  new URL(`/serve/compTracking?companyid=${encodeURIComponent(id)}`, apiBase).href;

export interface EnterpriseCardWidgetProps extends WidgetProps {
  companyId?: string;
  uscc?: string;
}

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; detail: EntDetail }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string };

const openTab = (url: string) => void window.open(url, '_blank', 'noopener');

export function EnterpriseCardWidget({ companyId, uscc, locale }: EnterpriseCardWidgetProps) {
  const { api, signal, emit, apiBase, host } = useWidget();
  const signedIn = useSignedIn();
  const text = copyOf(locale);
  const id = (companyId || uscc || '').trim();
  const [answer, setAnswer] = useState<{ id: string; state: State } | null>(null);
  const [followed, setFollowed] = useState(false);

  useEffect(() => {
    if (!id) return;
    let live = true;
    api
      .call(entDetail, { companyId: id }, { signal })
      .then((detail) => {
        if (!live) return;
        setAnswer({ id, state: { kind: 'ready', detail } });
        setFollowed(Boolean(detail.companyInfo.isFollow));
      })
      .catch((error: unknown) => {
        if (!live || signal.aborted) return;
        const e = error instanceof WidgetApiError ? error : undefined;
        setAnswer({
          id,
          state:
            e && (e.status === 404 || e.status === 400)
              ? { kind: 'missing' }
              : { kind: 'failed', message: e?.kind === 'code' ? e.message : '' },
        });
        emit('pf-error', errorDetail(error));
      });
    return () => void (live = false);
  }, [id, api, signal, emit]);

  const state: State = !id ? { kind: 'missing' } : answer?.id === id ? answer.state : { kind: 'loading' };
  if (state.kind === 'loading') return <Spinner label={text.loading} />;
  if (state.kind === 'missing')
    return <Notice role="status">{id ? text.companyNotFound : text.missingCompany}</Notice>;
  if (state.kind === 'failed')
    return (
      <Notice role="alert" $tone="error">
        {state.message || text.failed}
      </Notice>
    );

  const company = state.detail.companyInfo;
  const openProfile = (target: string) => {
    const url = profileUrl(apiBase, target);
    const event = new CustomEvent('pf-open-profile', {
      detail: { companyId: target, url },
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    // Cancelable: a partner with its own company pages shows them instead.
    if (host.dispatchEvent(event)) openTab(url);
  };

  return (
    <div style={{ width: 640, maxWidth: '100%' }}>
      <EnterpriseProfileCard
        data={{
          ...profileFromDetail(state.detail, undefined, locale === 'en' ? 'en' : 'zh'),
          isFollow: followed ? 1 : 0,
        }}
        variant={company.entType}
        onFollowChange={(next) =>
          signedIn('follow', async () => {
            await api.call(followSave, { companyId: company.companyId, attentionEnt: next === 1 });
            setFollowed(next === 1);
            emit('pf-follow', { companyId: company.companyId, followed: next === 1 });
          })
        }
        onOpenProfile={openProfile}
        onMonitor={(target) => void signedIn('monitor', async () => openTab(monitorUrl(apiBase, target)))}
        onGenerateReport={() =>
          void signedIn('report', async () => openTab(profileUrl(apiBase, company.companyId)))
        }
      />
    </div>
  );
}

/** The chunk the loader imports when a <pf-enterprise-card> appears. */
export const mount = reactMount(EnterpriseCardWidget);
