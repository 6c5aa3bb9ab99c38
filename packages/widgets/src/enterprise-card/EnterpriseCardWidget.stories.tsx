import { bigdataRoutes } from '@platform/contracts/bigdata/routes';
import { systemRoutes } from '@platform/contracts/system/routes';
import { entDetail } from '@platform/contracts/test/answers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { setSession } from '../session';
import { fakeWidgetToken } from '../test/fakePlatform';
import {
  STORY_OEM_BRAND,
  WidgetStory,
  renderedWidget,
  themeAttribute,
  transitionsDone,
  withFakePlatform,
} from '../test/WidgetStory';
import { defineEnterpriseCard } from './index';

defineEnterpriseCard({ apiBase: location.origin });

const TAG = 'pf-enterprise-card';
const company = entDetail({
  relatedCompany: [{ companyId: '1000000002', companyName: '甲投资有限公司', relation: '股东' }],
});

interface Args {
  companyId?: string;
  uscc?: string;
  token?: string;
  onEvent: (type: string, detail: unknown) => void;
}

const meta = {
  title: 'Widgets/pf-enterprise-card',
  args: { companyId: '1000000001', onEvent: fn() },
  beforeEach: withFakePlatform({
    [`GET ${bigdataRoutes.entDetail.path}`]: ({ query }) =>
      ['1000000001', company.companyInfo.uscNo].includes(query.get('companyId') ?? '')
        ? { data: company }
        : { code: 400, msg: '企业不存在', status: 400 },
    [`POST ${systemRoutes.followSave.path}`]: { data: null },
  }),
  render: (args, { globals }) => (
    <WidgetStory
      tag={TAG}
      attributes={{
        'company-id': args.companyId,
        uscc: args.uscc,
        token: args.token,
        locale: globals.locale === 'en' ? 'en' : 'zh',
        theme: themeAttribute(globals.theme),
      }}
      onEvent={args.onEvent}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const brandOf = (el: HTMLElement) => getComputedStyle(el).getPropertyValue('--pf-brand-500').trim();

export const SignedInVisitor: Story = {
  args: { token: fakeWidgetToken('visitor-1') },
  play: async ({ canvasElement, args }) => {
    const { el, root } = await renderedWidget(canvasElement, TAG);
    const card = within(root);
    await expect(
      await card.findByRole('heading', { level: 1, name: /杭州云栖智造科技有限公司/ }),
    ).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: /^关注/ }));
    await expect(args.onEvent).toHaveBeenCalledWith('pf-follow', { companyId: '1000000001', followed: true });
    await expect(brandOf(el)).toBe('#0659e6');
    await transitionsDone(el);
  },
};

/** The page shows its own company pages: it cancels pf-open-profile, nothing opens. */
export const PageOpensTheProfile: Story = {
  play: async ({ canvasElement, args }) => {
    const { el, root } = await renderedWidget(canvasElement, TAG);
    setSession(location.origin, null);
    el.addEventListener('pf-open-profile', (event) => event.preventDefault(), { once: true });
    const opened = window.open;
    const open = fn();
    window.open = open;
    try {
      await userEvent.click(await within(root).findByRole('button', { name: '企业画像 甲投资有限公司' }));
    } finally {
      window.open = opened;
    }
    await expect(args.onEvent).toHaveBeenCalledWith('pf-open-profile', {
      companyId: '1000000002',
      url: `${location.origin}/EntInfo/index?companyid=1000000002`,
    });
    await expect(open).not.toHaveBeenCalled();
    await transitionsDone(el);
  },
};

export const ByUsccInEnglish: Story = {
  args: { companyId: undefined, uscc: company.companyInfo.uscNo },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const { root } = await renderedWidget(canvasElement, TAG);
    const card = within(root);
    await expect(await card.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(card.getByRole('button', { name: /^Follow/ })).toBeInTheDocument();
  },
};

export const CommonTheme: Story = {
  globals: { theme: 'common' },
  play: async ({ canvasElement }) => {
    const { el } = await renderedWidget(canvasElement, TAG);
    await expect(brandOf(el)).toBe('#1d64d8');
  },
};

export const WhiteLabel: Story = {
  globals: { theme: 'oem' },
  play: async ({ canvasElement }) => {
    const { el } = await renderedWidget(canvasElement, TAG);
    await expect(brandOf(el)).toBe(STORY_OEM_BRAND);
  },
};

export const UnknownCompany: Story = {
  args: { companyId: '404' },
  play: async ({ canvasElement, args }) => {
    const { root } = await renderedWidget(canvasElement, TAG);
    await expect(await within(root).findByText('未找到该企业')).toBeInTheDocument();
    await expect(args.onEvent).toHaveBeenCalledWith(
      'pf-error',
      expect.objectContaining({ name: 'WidgetApiError', message: '企业不存在' }),
    );
  },
};
