import { chatRoutes } from '@platform/contracts/im/chat-routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { setSession } from '../session';
import { fakeWidgetToken } from '../test/fakePlatform';
import {
  STORY_OEM_BRAND,
  WidgetStory,
  renderedWidget,
  themeAttribute,
  withFakePlatform,
} from '../test/WidgetStory';
import { defineChatBubble } from './index';

defineChatBubble({ apiBase: location.origin });

const TAG = 'pf-chat-bubble';
/** The visitor's conversations with their unread counts. */
const conversations = (unread: number[]) => ({
  data: unread.map((unreadCount, i) => ({ conversationId: `c${i}`, unreadCount })),
});

interface Args {
  token?: string;
  hostStyle?: CSSProperties;
  onEvent: (type: string, detail: unknown) => void;
}

const meta = {
  title: 'Widgets/pf-chat-bubble',
  args: { onEvent: fn() },
  beforeEach: withFakePlatform({
    [`GET ${chatRoutes.conversationList.path}`]: conversations([2, 1, 0]),
  }),
  render: (args, { globals }) => (
    <WidgetStory
      tag={TAG}
      attributes={{
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

const bubbleOf = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('button.bubble')!;
const colourOf = (el: HTMLElement) => getComputedStyle(bubbleOf(el)).backgroundColor;

export const UnreadMessages: Story = {
  args: { token: fakeWidgetToken('visitor-1') },
  play: async ({ canvasElement, args }) => {
    const { el } = await renderedWidget(canvasElement, TAG);
    await waitFor(() => expect(bubbleOf(el)).toHaveAccessibleName('打开在线沟通，3 条未读'));
    await expect(el.shadowRoot!.querySelector('.badge')).toHaveTextContent('3');
    await expect(args.onEvent).toHaveBeenCalledWith('pf-unread', { count: 3 });
    await expect(colourOf(el)).toBe('rgb(6, 89, 230)');
  },
};

export const ManyUnreadInEnglish: Story = {
  args: { token: fakeWidgetToken('visitor-1') },
  beforeEach: withFakePlatform({ [`GET ${chatRoutes.conversationList.path}`]: conversations([100, 20]) }),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const { el } = await renderedWidget(canvasElement, TAG);
    await waitFor(() => expect(bubbleOf(el)).toHaveAccessibleName('Open chat, 99+ unread'));
    await expect(el.shadowRoot!.querySelector('.badge')).toHaveTextContent('99+');
  },
};

/** No user: the click asks the page first; this page cancels, so no popup and no panel. */
export const AsksThePageForAUser: Story = {
  play: async ({ canvasElement, args }) => {
    const { el } = await renderedWidget(canvasElement, TAG);
    setSession(location.origin, null);
    el.addEventListener('pf-login-required', (event) => event.preventDefault(), { once: true });
    await expect(bubbleOf(el)).toHaveAccessibleName('打开在线沟通');
    bubbleOf(el).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEvent).toHaveBeenCalledWith('pf-login-required', { action: 'chat' });
    await expect(bubbleOf(el)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const CommonTheme: Story = {
  globals: { theme: 'common' },
  play: async ({ canvasElement }) => {
    const { el } = await renderedWidget(canvasElement, TAG);
    await expect(colourOf(el)).toBe('rgb(29, 100, 216)');
  },
};

export const WhiteLabel: Story = {
  globals: { theme: 'oem' },
  play: async ({ canvasElement }) => {
    const { el } = await renderedWidget(canvasElement, TAG);
    await expect(STORY_OEM_BRAND).toBe('#c2410c');
    await expect(colourOf(el)).toBe('rgb(194, 65, 12)');
  },
};

/** The host page's --pf-brand-color wins over the theme attribute. */
export const HostBrandColour: Story = {
  args: { hostStyle: { '--pf-brand-color': '#0f766e' } as CSSProperties },
  play: async ({ canvasElement }) => {
    const { el } = await renderedWidget(canvasElement, TAG);
    await expect(colourOf(el)).toBe('rgb(15, 118, 110)');
  },
};
