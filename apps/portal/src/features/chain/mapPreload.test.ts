import { afterEach, describe, expect, it, vi } from 'vitest';
import { chainRoutes } from '@platform/contracts/chain/routes';
import { createTestStore, okReply, stubApi } from '../../test/renderWithApp';
import { chainApi } from './chainApi';
import { preloadChainMap } from './mapPreload';
import { mapNodesArgs } from './mapQuery';

afterEach(() => vi.unstubAllGlobals());

describe('the chain map route preload', () => {
  it('asks for the nodes the page will read, under the page’s own cache entry', async () => {
    const api = stubApi({ [chainRoutes.getMapNodesById.path]: okReply({ chain: {}, nodes: [] }) });
    vi.stubGlobal('fetch', api.fetchMock);
    const store = createTestStore();
    const url = new URL('http://localhost/graph/index?induchainid=NEV&companyid=C1');
    preloadChainMap(store, url);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(JSON.parse(String(api.calls[0]!.init.body))).toEqual({ induChainId: 'NEV', companyId: 'C1' });
    // The page's own subscription finds the answer in the cache: no second request.
    const { args } = mapNodesArgs(url.searchParams);
    const page = store.dispatch(chainApi.endpoints.chainNodes.initiate(args));
    expect((await page).isSuccess).toBe(true);
    page.unsubscribe();
    expect(api.calls).toHaveLength(1);
  });

  it('asks for nothing when the address names no chain', () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetchMock);
    preloadChainMap(createTestStore(), new URL('http://localhost/graph/index?induchainid=%27--'));
    expect(api.calls).toHaveLength(0);
  });
});
