import { Lightbox, type LightboxItem } from '@platform/ui';
import { MessageBubble, type ChatMessageItem, type MessageBubbleProps } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';
import {
  companyWatchMessage,
  industryWatchMessage,
  sampleMessages,
  systemNoticeMessages,
  workReminderMessage,
} from './fixtures';

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
    await expect(within(card).getByText('招商项目待办：今天到期 0 项，已逾期 1 项')).toBeInTheDocument();
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
    await expect(within(card).getByText('Project next steps: 0 due today, 1 overdue')).toBeInTheDocument();
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

/** The 政企通 and 会员管理 notices of the system account, one of each kind. */
function SystemNotices(props: Handlers) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, width: 420 }}>
      {systemNoticeMessages.map((m) => (
        <MessageBubble key={m.id} {...props} message={m} />
      ))}
    </div>
  );
}

/** Desk notices, appeal updates, dues reminders, association events: words by kind, links by the router. */
export const SystemNotice: Story = {
  args: { onNavigate: fn() },
  render: (args) => <SystemNotices {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '政策公告' })).toBeInTheDocument();
    const appeal = canvas.getByRole('region', { name: '诉求进展' });
    await expect(within(appeal).getByText('退回原因：不属于本区受理范围')).toBeInTheDocument();
    // A link elsewhere is not a link.
    await expect(within(appeal).queryByRole('link')).toBeNull();
    const dues = canvas.getByRole('region', { name: '会费提醒' });
    await expect(within(dues).getByText('8,000.50 元')).toBeInTheDocument();
    const event = canvas.getByRole('region', { name: '协会活动' });
    await expect(within(event).getByText('时间：2026年12月5日 09:00 至 17:00')).toBeInTheDocument();
    within(event).getByRole('link', { name: '查看详情' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/publicationDetail/index?id=42');
  },
};

/** User content (titles, names, replies) is all that stays Chinese in English. */
const USER_CONTENT = systemNoticeMessages.flatMap((m) =>
  m.content.type === 'systemNotice'
    ? Object.entries(m.content.notice)
        .filter(([key]) => ['from', 'title', 'excerpt', 'reply', 'companyName', 'place'].includes(key))
        .map(([, value]) => String(value))
    : [],
);

export const SystemNoticeEnglish: Story = {
  ...SystemNotice,
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Policy announcement' })).toBeInTheDocument();
    const appeal = canvas.getByRole('region', { name: 'Appeal update' });
    await expect(within(appeal).getByText('Reason: 不属于本区受理范围')).toBeInTheDocument();
    const dues = canvas.getByRole('region', { name: 'Dues reminder' });
    await expect(within(dues).getByText('¥8,000.50')).toBeInTheDocument();
    await expect(
      within(dues).getByText('Overdue since Nov 25, 2026, please pay as soon as possible'),
    ).toBeInTheDocument();
    const event = canvas.getByRole('region', { name: 'Association event' });
    await expect(within(event).getByText('Time: Dec 5, 2026, 09:00 – 17:00')).toBeInTheDocument();
    let text = canvasElement.textContent ?? '';
    for (const c of USER_CONTENT) text = text.split(c).join('');
    await expect(text).not.toMatch(/\p{Script=Han}/u);
    await userEvent.click(within(event).getByRole('link', { name: 'View details' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/publicationDetail/index?id=42');
  },
};

export const SystemNoticeCommonTheme: Story = { ...SystemNotice, globals: { theme: 'common' } };
export const SystemNoticeCommonEnglish: Story = {
  ...SystemNoticeEnglish,
  globals: { theme: 'common', locale: 'en' },
};
export const SystemNoticeWhiteLabel: Story = { ...SystemNotice, globals: { theme: 'oem' } };

export const SystemNoticeInShadowRoot: Story = {
  args: { onNavigate: fn() },
  render: (args) => (
    <ShadowHost>
      <SystemNotices {...args} />
    </ShadowHost>
  ),
  play: async ({ canvasElement, args }) => {
    const inside = within(shadowOf(canvasElement) as unknown as HTMLElement);
    const notice = await inside.findByRole('region', { name: '政策公告' });
    await userEvent.click(within(notice).getByRole('link', { name: '查看详情' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/serve/govAppeal?tab=notices');
  },
};

/** 企业监控's daily digest: counts, the newest events by kind, how many more, a link to the timeline. */
export const CompanyWatch: Story = {
  args: { message: companyWatchMessage, onNavigate: fn() },
  render: (args) => (
    <div style={{ width: 420 }}>
      <MessageBubble {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('region', { name: '企业监控日报' });
    await expect(within(card).getByText('您监控的 4 家企业有 7 条新动态')).toBeInTheDocument();
    await expect(
      within(card).getByText('苏州汇川联合动力系统有限公司 · 司法案件 · 2026-11-26'),
    ).toBeInTheDocument();
    await expect(within(card).getByText('另有 4 条，请在企业监控中查看')).toBeInTheDocument();
    within(card).getByRole('link', { name: '查看详情' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/serve/compTracking');
  },
};

export const CompanyWatchEnglish: Story = {
  ...CompanyWatch,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Monitoring digest' });
    await expect(within(card).getByText('7 new events at 4 monitored companies')).toBeInTheDocument();
    await expect(
      within(card).getByText('苏州汇川联合动力系统有限公司 · Court case · 2026-11-26'),
    ).toBeInTheDocument();
    await expect(within(card).getByText('4 more in Company monitoring')).toBeInTheDocument();
    let text = canvasElement.textContent ?? '';
    for (const name of ['杭州海康威视数字技术股份有限公司', '苏州汇川联合动力系统有限公司'])
      text = text.split(name).join('');
    await expect(text).not.toMatch(/\p{Script=Han}/u);
  },
};

export const CompanyWatchCommonTheme: Story = { ...CompanyWatch, globals: { theme: 'common' } };
export const CompanyWatchWhiteLabelEnglish: Story = {
  ...CompanyWatchEnglish,
  globals: { theme: 'oem', locale: 'en' },
};

/** 产业追踪's daily digest: the same card, titled and worded for the chains and regions followed. */
export const IndustryWatch: Story = {
  args: { message: industryWatchMessage, onNavigate: fn() },
  render: CompanyWatch.render,
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('region', { name: '产业追踪日报' });
    await expect(within(card).getByText('您关注的产业链和地区有 3 家企业的 5 条新动态')).toBeInTheDocument();
    await expect(within(card).getByText('另有 3 条，请在产业追踪中查看')).toBeInTheDocument();
    within(card).getByRole('link', { name: '查看详情' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/serve/induTracking');
  },
};

export const IndustryWatchEnglish: Story = {
  ...IndustryWatch,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Industry tracking digest' });
    await expect(
      within(card).getByText('5 new events at 3 companies of the chains and regions you follow'),
    ).toBeInTheDocument();
    await expect(within(card).getByText('3 more in Industry tracking')).toBeInTheDocument();
    let text = canvasElement.textContent ?? '';
    for (const name of ['宁德时代新能源科技股份有限公司', '杭州中控技术股份有限公司'])
      text = text.split(name).join('');
    await expect(text).not.toMatch(/\p{Script=Han}/u);
  },
};

export const IndustryWatchCommonTheme: Story = { ...IndustryWatch, globals: { theme: 'common' } };
