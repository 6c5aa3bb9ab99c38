import { useCallback, useEffect, useRef, useState } from 'react';
import type { vcardApi } from '@platform/contracts/vcard';
import { vcardRoutes } from '@platform/contracts/vcard/routes';
import type { CardDetail } from '@platform/contracts/vcard';
import { ModuleCode } from '@platform/contracts/constants';
import { parseContent, type DynamicItem } from '@platform/ui/domain';
import { WidgetApiError } from '../client';
import { typed } from '../common/endpoints';
import { errorDetail } from '../common/useSignedIn';
import { useWidget } from '../mount';

const detailEndpoint = typed<typeof vcardApi.getVcardDetailById>(vcardRoutes.getVcardDetailById);
const dynamicsEndpoint = typed<typeof vcardApi.relatedDynamicPage>(vcardRoutes.relatedDynamicPage);
const PAGE = 10;

export type CardState =
  | { kind: 'loading' }
  | { kind: 'card'; card: CardDetail }
  | { kind: 'unavailable'; reason: 'private' | 'deleted' | 'missing' }
  | { kind: 'failed'; message: string };

/** The card (server-masked) and a failure the element explains; reloads when the id changes. */
export function useCard(vcardId: string | undefined): CardState {
  const { api, signal, emit } = useWidget();
  // The answer for one id: another id shows loading until its own answer comes.
  const [answer, setAnswer] = useState<{ id: string; state: CardState } | null>(null);
  useEffect(() => {
    if (!vcardId) return;
    let live = true;
    const settle = (state: CardState) => live && setAnswer({ id: vcardId, state });
    api
      .call(detailEndpoint, { vcardId }, { signal })
      .then((data) => {
        if ('unavailable' in data && data.unavailable) {
          settle({ kind: 'unavailable', reason: data.unavailable === 'private' ? 'private' : 'deleted' });
          emit('pf-error', { name: 'CardUnavailable', message: String(data.unavailable) });
        } else settle({ kind: 'card', card: data as CardDetail });
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        const e = error instanceof WidgetApiError ? error : undefined;
        settle(
          e && (e.status === 404 || e.status === 400)
            ? { kind: 'unavailable', reason: 'missing' }
            : { kind: 'failed', message: e?.kind === 'code' ? e.message : '' },
        );
        emit('pf-error', errorDetail(error));
      });
    return () => void (live = false);
  }, [vcardId, api, signal, emit]);
  if (!vcardId) return { kind: 'unavailable', reason: 'missing' };
  return answer?.id === vcardId ? answer.state : { kind: 'loading' };
}

/** Dynamics of spec 2 §4, 10 a page, as the portal's card view pages them. */
export function useCardDynamics(card: CardDetail | undefined) {
  const { api, signal } = useWidget();
  const [items, setItems] = useState<DynamicItem[]>([]);
  const [loading, setLoading] = useState(false);
  const [hasMore, setHasMore] = useState(true);
  const page = useRef(0);
  const modules = card?.vcardModuleVOList ?? [];
  const own = modules.find((m) => m.moduleCode === ModuleCode.DYNAMICS);
  const shown = !!own && own.ifDisplay === 1;
  const linked = parseContent(modules.find((m) => m.moduleCode === ModuleCode.LINKED_ENTERPRISE)?.content) as
    { companyId?: string } | undefined;
  const deleted = parseContent(modules.find((m) => m.moduleCode === ModuleCode.DELETED_DYNAMICS)?.content);

  const load = useCallback(
    async (current: number) => {
      if (!card || !shown) return;
      setLoading(true);
      try {
        const custom = parseContent(own?.content);
        const result = await api.call(
          dynamicsEndpoint,
          {
            type: card.type === 1 ? 1 : 2,
            companyId: card.type === 2 ? String(linked?.companyId ?? '') : '',
            customDynamicsJson: JSON.stringify(
              (Array.isArray(custom) ? (custom as DynamicItem[]) : []).filter((d) => d.isSys !== 1),
            ),
            deletedDynamicIds: (Array.isArray(deleted) ? deleted : []).map(String),
            current,
            size: PAGE,
          },
          { signal },
        );
        const records = result.records as DynamicItem[];
        page.current = current;
        setItems((list) => (current === 1 ? records : [...list, ...records]));
        setHasMore(records.length >= PAGE);
      } catch {
        setHasMore(false);
      } finally {
        setLoading(false);
      }
    },
    [card, shown, api, signal],
  );
  useEffect(() => {
    page.current = 0;
    void load(1);
  }, [load]);
  return {
    items,
    loading,
    hasMore,
    onLoadMore: () => {
      if (!loading && hasMore) void load(page.current + 1);
    },
  };
}
