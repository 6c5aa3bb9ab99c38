import { Lightbox, type LightboxItem } from '@platform/ui';
import { MessageBubble, type ChatMessageItem, type MessageBubbleProps } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';
import { sampleMessages, workReminderMessage } from './fixtures';

type Handlers = Omit<MessageBubbleProps, 'message'>;

/** Every type, with the kit's Lightbox opened on images and videos as the chat screen does. */
function AllTypes(props: Handlers) {
  const [media, setMedia] = useState<LightboxItem | null>(null);
  const open = (message: ChatMessageItem) => {
    const c = message.content;
    if (c.type === 'image') setMedia({ type: 'image', src: c.url, alt: '图片' });
    if (c.type === 'video') setMedia({ type: 'video', src: c.url, poster: c.posterUrl, alt: '视频' });
    props.onOpenMedia?.(message);
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, width: 420 }}>
      {sampleMessages.map((m) => (
        <div key={m.id} style={{ alignSelf: m.mine ? 'flex-end' : 'flex-start', maxWidth: '80%' }}>
          <MessageBubble {...props} message={m} onOpenMedia={open} />
        </div>
      ))}
      <Lightbox items={media ? [media] : []} open={!!media} onOpenChange={(o) => !o && setMedia(null)} />
    </div>
  );
}

const meta = {
  title: 'Domain/Chat/MessageBubble',
  component: MessageBubble,
  args: { message: sampleMessages[0]!, onOpenMedia: fn(), onOpenCard: fn(), onOpenMerged: fn() },
  render: (args) => <AllTypes {...args} />,
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Text is text: the markup in it is shown, not run.
    await expect(canvas.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'https://example.com/doc?id=1' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(canvas.getByText('李娜 邀请 王芳 加入了群聊')).toBeInTheDocument();
    // The image opens the lightbox; Escape closes it and focus returns.
    const image = canvas.getByRole('button', { name: '查看图片' });
    await userEvent.click(image);
    await expect(args.onOpenMedia).toHaveBeenCalled();
    await expect(await screen.findByRole('dialog', { name: '图片' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Card and merged record by keyboard.
    canvas.getByRole('button', { name: /欧阳思远/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenCard).toHaveBeenCalledWith('vc-9');
    canvas.getByRole('button', { name: /李娜和王芳的聊天记录/ }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onOpenMerged).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('李娜 invited 王芳 to the group')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Download 2027 产业链规划.pdf' })).toBeInTheDocument();
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const CommonEnglish: Story = { globals: { theme: 'common', locale: 'en' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };

export const InShadowRoot: Story = {
  render: (args) => (
    <ShadowHost>
      <AllTypes {...args} />
    </ShadowHost>
  ),
  play: async ({ canvasElement }) => {
    const shadow = shadowOf(canvasElement);
    const inside = within(shadow as unknown as HTMLElement);
    await userEvent.click(await inside.findByRole('button', { name: '播放视频' }));
    const dialog = await inside.findByRole('dialog');
    await expect(shadow.contains(dialog)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
  },
};

/** The daily work reminder: links into the workspace through the portal's router, counts, overdue marks. */
export const WorkReminder: Story = {
  args: { message: workReminderMessage, onNavigate: fn() },
  render: (args) => (
    <div style={{ width: 420 }}>
      <MessageBubble {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: '工作提醒' });
    await expect(within(card).getByText('线索待跟进：今天 2 条，已逾期 5 条')).toBeInTheDocument();
    await expect(within(card).getByText('客户任务：今天到期 1 项，已逾期 0 项')).toBeInTheDocument();
    await expect(within(card).getByText('已逾期（2026-11-20）')).toBeInTheDocument();
    await expect(within(card).getByText('另有 4 项，请在工作台查看')).toBeInTheDocument();
    // Only paths of this site are links.
    await expect(within(card).queryByRole('link', { name: '一个不该成为链接的条目' })).toBeNull();
    const lead = within(card).getByRole('link', { name: '苏州汇川联合动力系统有限公司' });
    lead.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/toker/tokerIndex?tab=lists&list=31');
  },
};

export const WorkReminderEnglish: Story = {
  ...WorkReminder,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Work reminder' });
    await expect(within(card).getByText('Leads to follow up: 2 today, 5 overdue')).toBeInTheDocument();
    await expect(within(card).getByText('Customer tasks: 1 due today, 0 overdue')).toBeInTheDocument();
    await expect(within(card).getByText('Overdue (2026-11-20)')).toBeInTheDocument();
    await expect(within(card).getByText('4 more in the workspace')).toBeInTheDocument();
  },
};

export const WorkReminderCommonTheme: Story = { ...WorkReminder, globals: { theme: 'common' } };
export const WorkReminderWhiteLabelEnglish: Story = {
  ...WorkReminderEnglish,
  globals: { theme: 'oem', locale: 'en' },
};

export const WorkReminderInShadowRoot: Story = {
  args: { message: workReminderMessage, onNavigate: fn() },
  render: (args) => (
    <ShadowHost>
      <MessageBubble {...args} />
    </ShadowHost>
  ),
  play: async ({ canvasElement, args }) => {
    const inside = within(shadowOf(canvasElement) as unknown as HTMLElement);
    await userEvent.click(await inside.findByRole('link', { name: /今日回访/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/customer/customerIndex?tab=tasks');
  },
};
