import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../../shared/i18n';
import { takePendingTarget } from '../../shared/router/navigationHistory';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import { customerDetailReply } from '../../test/customerDetail';
import HomePage from './HomePage';

const row = (i: number) => ({
  companyId: String(1000 + i),
  companyName: `杭州智造科技${i}有限公司`,
  logoPath: null,
  regStatusName: '在营',
  area: '浙江省杭州市西湖区',
  industryName: '软件和信息技术服务业',
});
const CUSTOMER = customerDetailReply({
  configItemVos: [
    { configName: '精准获客', configKey: '10000005', configType: 'service', checked: 'true', sort: 1 },
    { configName: '客户管理', configKey: '10000007', configType: 'service', checked: 'true', sort: 2 },
  ],
});

const FACTS = {
  companies: { total: 20000, totalExact: true },
  cards: 1234,
  chains: {
    total: 8,
    list: [
      { chainCode: 'IC', chainName: '集成电路', nodeCount: 24, companyCount: 1520 },
      { chainCode: 'NEV', chainName: '新能源汽车', nodeCount: 31, companyCount: 980 },
    ],
  },
};

function api() {
  const stub = stubApi({
    '/api/platform-system/lingxi/customer/detail': CUSTOMER,
    '/api/platform-bigdata/client/search-bigdata/searchCompanyPreview': (_init, url) => {
      const keyword = new URL(url, 'http://localhost').searchParams.get('keyword') ?? '';
      return okReply({ records: keyword ? [1, 2, 3, 4, 5].map(row) : [], total: 128, totalExact: true });
    },
    '/api/platform-bigdata/client/search-bigdata/landingFacts': okReply(FACTS),
  });
  vi.stubGlobal('fetch', stub.fetchMock);
  return stub;
}

beforeEach(() => changeLanguage('zh'));
afterEach(() => {
  vi.unstubAllGlobals();
  takePendingTarget();
});

describe('the landing page', () => {
  it('answers a visitor with the first five companies and the count, and asks for login for the rest', async () => {
    const { calls } = api();
    const { store } = renderWithApp(<HomePage />);
    expect(await screen.findByTestId('home-company-count')).toHaveTextContent('20,000');
    await userEvent.type(screen.getByRole('textbox', { name: '搜索企业' }), '智造');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    const results = await screen.findByTestId('home-results');
    expect(within(results).getAllByRole('listitem')).toHaveLength(5);
    expect(results).toHaveTextContent('杭州智造科技1有限公司');
    expect(results).toHaveTextContent('在营 · 浙江省杭州市西湖区 · 软件和信息技术服务业');
    expect(screen.getByText('共找到 128 家企业，登录后查看全部结果与筛选')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('keyword=%E6%99%BA%E9%80%A0'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '登录查看全部' }));
    expect(store.getState().app.showLogInDialog).toBe(true);
    expect(takePendingTarget()).toBe('/home/discover?q=%E6%99%BA%E9%80%A0');
  });

  it("shows the platform's counts and its chain catalogue, each chain opening its map", async () => {
    const { calls } = api();
    renderWithApp(<HomePage />);
    const facts = await screen.findByRole('region', { name: '数据规模' });
    expect(within(facts).getByTestId('home-company-count')).toHaveTextContent('20,000');
    expect(within(facts).getByText('产业链')).toBeInTheDocument();
    expect(within(facts).getByTestId('home-chain-count')).toHaveTextContent('8');
    expect(within(facts).getByText('电子名片')).toBeInTheDocument();
    expect(within(facts).getByTestId('home-card-count')).toHaveTextContent('1,234');
    // The host's customer answers: the portal names the host it was opened on.
    const asked = calls.find((c) => c.url.includes('/landingFacts'));
    expect(new URL(asked!.url, 'http://localhost').searchParams.get('domain')).toBe(window.location.hostname);

    const chains = screen.getByRole('region', { name: '产业链图谱' });
    const ic = within(chains).getByRole('link', { name: /集成电路/ });
    expect(ic).toHaveAttribute('href', '/graph/index?induchainid=IC');
    expect(ic).toHaveTextContent('24 个环节 · 1,520 家企业');
    expect(within(chains).getByRole('link', { name: /新能源汽车/ })).toHaveAttribute(
      'href',
      '/graph/index?induchainid=NEV',
    );
    expect(within(chains).getByRole('link', { name: '查看全部 8 条产业链' })).toHaveAttribute(
      'href',
      '/proGraph/index',
    );
    // Keyboard: the chains are links in the tab order.
    ic.focus();
    expect(ic).toHaveFocus();
  });

  it('says the counts and the catalogue in English, with no Chinese', async () => {
    await changeLanguage('en');
    api();
    renderWithApp(<HomePage />);
    const facts = await screen.findByRole('region', { name: 'The data' });
    expect(within(facts).getByText('Industry chains')).toBeInTheDocument();
    expect(within(facts).getByText('Business cards')).toBeInTheDocument();
    const chains = screen.getByRole('region', { name: 'Industry chain maps' });
    expect(within(chains).getByRole('link', { name: /Integrated circuits/ })).toHaveTextContent(
      '24 segments · 1,520 companies',
    );
    expect(within(chains).getByRole('link', { name: 'All 8 industry chains' })).toBeInTheDocument();
    expect(`${facts.textContent}${chains.textContent}`).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it("lists this platform's services, each leading to its workspace", async () => {
    api();
    renderWithApp(<HomePage />);
    expect(await screen.findByRole('link', { name: '精准获客' })).toHaveAttribute(
      'href',
      '/toker/tokerIndex',
    );
    expect(screen.getByRole('link', { name: '客户管理' })).toHaveAttribute('href', '/customer/customerIndex');
  });

  it('sends a signed-in user straight to discover with the keyword, in English too', async () => {
    await changeLanguage('en');
    api();
    const { router } = renderWithApp(<HomePage />, signedInSession);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search companies' }), 'chip');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/home/discover?q=chip'),
    );
  });
});
