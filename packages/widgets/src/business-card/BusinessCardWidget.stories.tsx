import { cardDetail } from '@platform/contracts/test/answers';
import { attentionUserRoutes, vcardRoutes } from '@platform/contracts/vcard/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
import { defineBusinessCard } from './index';

defineBusinessCard({ apiBase: location.origin });

const TAG = 'pf-business-card';
const visitorCard = cardDetail({ userId: 'owner-9001', isOwner: false, phone: '138****5678' });

interface Args {
  vcardId: string;
  token?: string;
  hostStyle?: CSSProperties;
  onEvent: (type: string, detail: unknown) => void;
}

const meta = {
  title: 'Widgets/pf-business-card',
  args: { vcardId: '9001', onEvent: fn() },
  beforeEach: withFakePlatform({
    [`GET ${vcardRoutes.getVcardDetailById.path}`]: ({ query }) =>
      query.get('vcardId') === '9001'
        ? { data: visitorCard }
        : query.get('vcardId') === '9003'
          ? { data: { id: '9003', unavailable: 'private' } }
          : { code: 400, msg: '名片不存在', status: 400 },
    [`POST ${vcardRoutes.relatedDynamicPage.path}`]: {
      data: {
        records: [{ id: 'd1', title: '新品发布会', publishDt: '2026-11-01', content: '<p>发布会预告</p>' }],
        total: 1,
        current: 1,
        size: 10,
        pages: 1,
      },
    },
    [`POST ${attentionUserRoutes.attentionUserSave.path}`]: { data: null },
    [`POST ${vcardRoutes.saveVcardsToMyFolder.path}`]: { data: null },
  }),
  render: (args, { globals }) => (
    <WidgetStory
      tag={TAG}
      attributes={{
        'vcard-id': args.vcardId,
        token: args.token,
        locale: globals.locale === 'en' ? 'en' : 'zh',
        theme: themeAttribute(globals.theme),
      }}
      style={args.hostStyle}
      onEvent={args.onEvent}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const brandOf = (el: HTMLElement) => getComputedStyle(el).getPropertyValue('--pf-brand-500').trim();

/** A visitor signed in through the partner's token follows the card's owner. */
export const SignedInVisitor: Story = {
  args: { token: fakeWidgetToken('visitor-1') },
  play: async ({ canvasElement, args }) => {
    const { el, root } = await renderedWidget(canvasElement, TAG);
    const card = within(root);
    await expect(await card.findByText('李娜')).toBeInTheDocument();
    await expect(card.getByText('138****5678')).toBeInTheDocument();
    await expect(await card.findByText('新品发布会')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: '关注' }));
    await expect(await card.findByRole('button', { name: '已关注' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onEvent).toHaveBeenCalledWith('pf-follow', {
      vcardId: '9001',
      userId: 'owner-9001',
      followed: true,
    });
    await expect(brandOf(el)).toBe('#0659e6');
    await transitionsDone(el);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const { root } = await renderedWidget(canvasElement, TAG);
    const card = within(root);
    await expect(await card.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    await expect(card.getByRole('button', { name: 'Save to card holder' })).toBeInTheDocument();
  },
};

/** No user yet: the page is asked (pf-login-required); a partner with its own users sets a token. */
export const AsksThePageForAUser: Story = {
  play: async ({ canvasElement, args }) => {
    const { el, root } = await renderedWidget(canvasElement, TAG);
    // No user: a previous story's element (its token attribute) may be torn down after this renders.
    setSession(location.origin, null);
    el.addEventListener(
      'pf-login-required',
      (event) => {
        event.preventDefault();
        el.setAttribute('token', fakeWidgetToken('visitor-2'));
      },
      { once: true },
    );
    const card = within(root);
    await userEvent.click(await card.findByRole('button', { name: '保存至名片夹' }));
    await expect(await card.findByText('已保存至名片夹')).toBeInTheDocument();
    await expect(args.onEvent).toHaveBeenCalledWith('pf-login-required', { action: 'save' });
    await transitionsDone(el);
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

/** The host page's --pf-brand-color wins over the theme attribute. */
export const HostBrandColour: Story = {
  args: { hostStyle: { '--pf-brand-color': '#0f766e' } as CSSProperties },
  play: async ({ canvasElement }) => {
    const { el } = await renderedWidget(canvasElement, TAG);
    await waitFor(() => expect(brandOf(el)).toBe('#0f766e'));
  },
};

export const PrivateCard: Story = {
  args: { vcardId: '9003' },
  play: async ({ canvasElement, args }) => {
    const { root } = await renderedWidget(canvasElement, TAG);
    await expect(await within(root).findByText('该名片已设为私密')).toBeInTheDocument();
    await expect(args.onEvent).toHaveBeenCalledWith('pf-error', {
      name: 'CardUnavailable',
      message: 'private',
    });
  },
};

export const UnknownCard: Story = {
  args: { vcardId: '404' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const { root } = await renderedWidget(canvasElement, TAG);
    await expect(await within(root).findByText('This card does not exist')).toBeInTheDocument();
  },
};
