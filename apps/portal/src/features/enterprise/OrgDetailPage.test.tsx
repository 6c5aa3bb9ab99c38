import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bigdataRoutes } from '@platform/contracts/bigdata/routes';
import { renderWithApp, stubApi, signedInSession, okReply } from '../../test/renderWithApp';
import OrgDetailPage, { orgTabOf } from './OrgDetailPage';
import { entDetail } from '../../test/enterprise';

const session = signedInSession;
const ok = okReply;
const pageOf = (records: unknown[]) => ok({ records, total: records.length, current: 1, size: 10 });

class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoResize));
afterEach(() => vi.unstubAllGlobals());

describe('organisation detail', () => {
  it('reads activeTab by name or position', () => {
    expect(orgTabOf('fund')).toBe('fund');
    expect(orgTabOf('2')).toBe('invest');
    expect(orgTabOf(null)).toBe('related');
    expect(orgTabOf('9')).toBe('related');
  });

  it('loads only the active tab and keeps the tab in the address', async () => {
    const { fetchMock, calls } = stubApi({
      [bigdataRoutes.entDetail.path]: ok(
        entDetail({ companyId: '2000000001', companyName: '红杉资本', entType: 'org', orgId: '2000000001' }),
      ),
      [bigdataRoutes.orgManagedFunds.path]: pageOf([
        {
          fundName: '红杉成长一期',
          fundType: '股权投资基金',
          fundSize: 50000,
          establishedDate: '2018-01-01',
        },
      ]),
      [bigdataRoutes.orgInvestedCompanies.path]: pageOf([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithApp(
      <OrgDetailPage />,
      session,
      '/business/orgDetail/index?page=list&entId=2000000001&mod=1&activeTab=fund',
    );
    expect(await screen.findByText('红杉成长一期')).toBeInTheDocument();
    const called = (path: string) => calls.some((c) => c.url.startsWith(path));
    expect(called(bigdataRoutes.orgRelatedCompanies.path)).toBe(false);
    expect(calls.find((c) => c.url.startsWith(bigdataRoutes.orgManagedFunds.path))!.url).toContain(
      'entId=2000000001',
    );
    await userEvent.click(screen.getByRole('tab', { name: /投资企业/ }));
    await waitFor(() => expect(called(bigdataRoutes.orgInvestedCompanies.path)).toBe(true));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('activeTab')).toBe('invest');
    expect(search.get('entId')).toBe('2000000001');
    expect(search.get('mod')).toBe('1');
  });
});
