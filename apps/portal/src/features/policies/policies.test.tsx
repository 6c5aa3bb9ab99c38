import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { policyRoutes as R, type Policy, type PolicyDetail } from '@platform/contracts';
import { interactionRoutes } from '@platform/contracts/content/interactions-routes';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import PoliciesPage from './PoliciesPage';
import PolicyDetailPage from './PolicyDetailPage';
import { RelatedPolicies } from './RelatedPolicies';

/** 政策: filters in the address, the list, the detail as text, collecting; 政企通's entry. */

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const policy: Policy = {
  policyId: '7',
  title: 'Measures for <b>new energy</b> vehicles',
  issuer: 'Zhejiang Provincial Office',
  level: 'province',
  regionCode: '330000',
  regionName: 'Zhejiang',
  chainCodes: ['NEV'],
  chainNames: ['New energy vehicles'],
  issuedOn: '2026-03-02',
  expiresOn: '2029-03-02',
  valid: true,
  measureCount: 2,
  maxAmount: 100,
};
const detail: PolicyDetail = {
  ...policy,
  paragraphs: ['<script>alert(1)</script> First paragraph.', 'Second paragraph.'],
  measures: [
    { title: 'Little giants', content: 'A one-off reward of <i>100</i>.', amount: 100 },
    { title: 'Land', content: 'Land first.', amount: null },
  ],
};

function setup(ui: ReactElement, path: string, signedIn = false, extra: Parameters<typeof stubApi>[0] = {}) {
  const stubbed = stubApi({
    [R.facets.path]: okReply({
      levels: [{ value: 'province', label: 'province', count: 3 }],
      provinces: [{ value: '330000', label: 'Zhejiang', count: 2 }],
      chains: [{ value: 'NEV', label: 'New energy vehicles', count: 3 }],
      total: 3,
    }),
    [R.page.path]: okReply({ records: [policy], total: 1, current: 1, size: 10 }),
    [R.detail.path]: okReply(detail),
    [R.forCompany.path]: okReply({ records: [policy], total: 1, regionCode: '330106', chainCodes: ['NEV'] }),
    ...extra,
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  renderWithApp(ui, signedIn ? signedInSession : {}, path);
  return stubbed;
}

const callsTo = (s: ReturnType<typeof setup>, path: string) => s.calls.filter((c) => c.url.includes(path));

describe('PoliciesPage', () => {
  it('searches with the filters in the address and links each policy to its detail', async () => {
    const stubbed = setup(<PoliciesPage />, '/serve/policy?level=province');
    const list = await screen.findByTestId('policy-list');
    const link = within(list).getByRole('link', { name: 'Measures for <b>new energy</b> vehicles' });
    expect(link.getAttribute('href')).toBe('/serve/policyDetail?id=7');
    expect(callsTo(stubbed, R.page.path)[0]?.url).toContain('level=province');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('产业链'), 'NEV');
    await user.click(screen.getByLabelText('仅看有效政策'));
    await user.type(screen.getByLabelText('关键词'), 'vehicles');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(callsTo(stubbed, R.page.path).at(-1)?.url).toContain('chainCode=NEV'));
    const last = callsTo(stubbed, R.page.path).at(-1)!.url;
    expect(last).toContain('keyword=vehicles');
    expect(last).toContain('validOnly=true');
    expect(last).toContain('level=province');
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('refuses a start day after the end day without asking the server', async () => {
    const stubbed = setup(<PoliciesPage />, '/serve/policy?from=2026-05-01&to=2026-01-01');
    expect((await screen.findByRole('alert')).textContent).toBe('开始日期不能晚于结束日期');
    expect(callsTo(stubbed, R.page.path)).toHaveLength(0);
  });

  it('shows the list in English without Chinese words of ours', async () => {
    changeLanguage('en');
    setup(<PoliciesPage />, '/serve/policy');
    await screen.findByTestId('policy-list');
    await screen.findByText('Zhejiang (2)');
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('PolicyDetailPage', () => {
  it('shows the full text as text and the measures as a table; a visitor is asked to log in', async () => {
    setup(<PolicyDetailPage />, '/serve/policyDetail?id=7');
    const text = await screen.findByTestId('policy-text');
    const paragraphs = within(text).getAllByText(/paragraph/);
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      '<script>alert(1)</script> First paragraph.',
      'Second paragraph.',
    ]);
    expect(document.querySelector('script')).toBeNull();
    const table = screen.getByRole('table', { name: '支持措施' });
    expect(within(table).getByText('A one-off reward of <i>100</i>.')).toBeTruthy();
    expect(within(table).getByText('100')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByText('登录后可收藏政策')).toBeTruthy();
  });

  it('collects for a signed-in user, in English without Chinese words of ours', async () => {
    changeLanguage('en');
    let collected = false;
    const stubbed = setup(<PolicyDetailPage />, '/serve/policyDetail?id=7', true, {
      [R.state.path]: () => okReply({ policyId: '7', collected }),
      [R.collect.path]: () => {
        collected = true;
        return okReply({ policyId: '7', collected: true });
      },
      [interactionRoutes.collectPolicyRemove.path]: () => {
        collected = false;
        return okReply({ changed: 1 });
      },
    });
    const button = await screen.findByRole('button', { name: 'Collect' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    await userEvent.setup().click(button);
    await screen.findByRole('button', { name: 'Collected' });
    expect(JSON.parse(String(callsTo(stubbed, R.collect.path)[0]!.init.body))).toEqual({ policyId: '7' });
  });

  it('says an unknown policy does not exist', async () => {
    setup(<PolicyDetailPage />, '/serve/policyDetail?id=999', false, {
      [R.detail.path]: { status: 200, body: { code: 404, msg: '该政策不存在', data: null } },
    });
    expect((await screen.findByTestId('policy-missing')).textContent).toContain('该政策不存在');
  });
});

describe('RelatedPolicies', () => {
  it('lists the policies matching a company', async () => {
    const stubbed = setup(<RelatedPolicies companyId="123" />, '/EntInfo/index?companyid=123');
    const section = await screen.findByTestId('related-policies');
    expect(await within(section).findByRole('link', { name: policy.title })).toBeTruthy();
    expect(callsTo(stubbed, R.forCompany.path)[0]?.url).toContain('companyId=123');
  });
});
