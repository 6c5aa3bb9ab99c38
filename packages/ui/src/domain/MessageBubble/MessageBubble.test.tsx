import { GROUP_TIP } from '@platform/contracts/im/constants';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { en, zh } from '../../locale';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { companyWatchMessage, industryWatchMessage, sampleMessages, systemNoticeMessages } from './fixtures';
import { linkify } from './linkify';
import { groupTipText, customTipText, messageSummary, type GroupTipInfo } from './message';
import { MessageBubble } from './MessageBubble';

describe('linkify', () => {
  it('links http and https only, leaving trailing punctuation as text', () => {
    expect(linkify('看 https://a.com/x?y=1. 和 http://b.cn，javascript:alert(1) ftp://c')).toEqual([
      { text: '看 ' },
      { text: 'https://a.com/x?y=1', href: 'https://a.com/x?y=1' },
      { text: '. 和 ' },
      { text: 'http://b.cn', href: 'http://b.cn' },
      { text: '，javascript:alert(1) ftp://c' },
    ]);
    expect(linkify('plain')).toEqual([{ text: 'plain' }]);
  });
});

describe('tips', () => {
  const cases: Array<[GroupTipInfo, string, string]> = [
    [
      { op: GROUP_TIP.join, operator: '李娜', targets: ['王芳'] },
      '李娜 邀请 王芳 加入了群聊',
      '李娜 invited 王芳 to the group',
    ],
    [
      { op: GROUP_TIP.join, targets: ['王芳', '刘洋'] },
      '王芳、刘洋 加入了群聊',
      '王芳, 刘洋 joined the group',
    ],
    [{ op: GROUP_TIP.quit, operator: '王芳' }, '王芳 退出了群聊', '王芳 left the group'],
    [{ op: GROUP_TIP.kick, targets: ['刘洋'] }, '刘洋 被移出群聊', '刘洋 was removed from the group'],
    [{ op: GROUP_TIP.setAdmin, targets: ['王芳'] }, '王芳 被设置为管理员', '王芳 became admin'],
    [{ op: GROUP_TIP.cancelAdmin, targets: ['王芳'] }, '王芳 被取消管理员', '王芳 is no longer admin'],
    [
      { op: GROUP_TIP.groupInfo, change: 'name', value: '新项目组' },
      '群名称已修改为 新项目组',
      'Group name changed to 新项目组',
    ],
    [
      { op: GROUP_TIP.groupInfo, change: 'owner', value: '王芳' },
      '群主已变更为 王芳',
      '王芳 is now the group owner',
    ],
    [{ op: GROUP_TIP.groupInfo, change: 'dissolve' }, '群聊已解散', 'The group was dissolved'],
    [{ op: GROUP_TIP.groupInfo, change: 'notification' }, '群公告已更新', 'Group notice updated'],
    [{ op: GROUP_TIP.groupInfo, operator: '李娜' }, '李娜 修改了群资料', '李娜 changed the group info'],
    [
      { op: GROUP_TIP.memberInfo, targets: ['王芳'], nickname: '小王' },
      '王芳 的群昵称已修改为 小王',
      "王芳's group nickname is now 小王",
    ],
    [
      { op: GROUP_TIP.memberInfo, targets: ['王芳'] },
      '王芳 的群成员资料已修改',
      'Member info of 王芳 changed',
    ],
    [{ op: GROUP_TIP.topicCreated }, '话题已创建', 'Topic created'],
    [{ op: GROUP_TIP.topicDeleted }, '话题已删除', 'Topic deleted'],
    [{ op: GROUP_TIP.topicInfo }, '话题资料已修改', 'Topic info changed'],
    [{ op: GROUP_TIP.banned, targets: ['刘洋'] }, '刘洋 被禁言', '刘洋 was muted'],
    [{ op: GROUP_TIP.unbanned, targets: ['刘洋'] }, '刘洋 被解除禁言', '刘洋 was unmuted'],
    [{ op: GROUP_TIP.memberMuteAll, muted: false }, '已关闭全员禁言', 'Mute all turned off'],
    [{ op: GROUP_TIP.custom, text: '欢迎新成员' }, '欢迎新成员', '欢迎新成员'],
    [{ op: GROUP_TIP.custom }, '群通知', 'Group notice'],
  ];
  it.each(cases)('group tip %o', (tip, zhText, enText) => {
    expect(groupTipText(tip, zh.chat.tips)).toBe(zhText);
    expect(groupTipText(tip, en.chat.tips)).toBe(enText);
  });

  it('maps every group tip code of contracts', () => {
    for (const op of Object.values(GROUP_TIP)) {
      expect(groupTipText({ op, targets: ['王芳'], operator: '李娜' }, zh.chat.tips)).not.toBe('');
    }
  });

  it('writes the custom tips', () => {
    const t = zh.chat.tips;
    expect(
      customTipText({ type: 'customTip', kind: 'groupCreate', operator: '李娜', targets: ['王芳'] }, t),
    ).toBe('李娜 创建了群聊，并邀请 王芳 加入');
    expect(customTipText({ type: 'customTip', kind: 'groupRemove', targets: ['刘洋'] }, t)).toBe(
      '刘洋 被移出群聊',
    );
    expect(
      customTipText({ type: 'customTip', kind: 'groupInvite', operator: '李娜', targets: ['王芳'] }, t),
    ).toBe('李娜 邀请 王芳 加入了群聊');
    expect(customTipText({ type: 'customTip', kind: 'friendAdd' }, t)).toBe(
      '你们已成为好友，现在可以开始聊天了',
    );
    expect(customTipText({ type: 'customTip', kind: 'friendVerify', operator: '李娜' }, t)).toBe(
      '李娜 通过了你的好友验证请求，现在可以开始聊天了',
    );
    expect(messageSummary({ type: 'image', url: 'x' }, zh.chat)).toBe('[图片]');
    expect(messageSummary({ type: 'file', url: 'x', name: 'a.pdf' }, en.chat)).toBe('[File] a.pdf');
  });
});

describe('MessageBubble', { timeout: 20_000 }, () => {
  it('renders every type safely and is axe clean', async () => {
    const { container } = renderUi(
      <div>
        {sampleMessages.map((m) => (
          <MessageBubble key={m.id} message={m} />
        ))}
      </div>,
    );
    // Text stays text: no injected element, links only for http(s).
    expect(container.querySelector('[data-type="text"] img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    const links = Array.from(container.querySelectorAll('[data-type="text"] a')).map((a) =>
      a.getAttribute('href'),
    );
    expect(links).toEqual(['https://example.com/doc?id=1']);
    expect(screen.getByRole('img', { name: '赞' })).toHaveTextContent('👍');
    expect(screen.getByRole('link', { name: '下载 2027 产业链规划.pdf' })).toHaveAttribute(
      'href',
      'https://files.example.invalid/plan.pdf',
    );
    expect(screen.getByText('1.5 MB')).toBeInTheDocument();
    expect(screen.getByText('李娜 邀请 王芳 加入了群聊')).toBeInTheDocument();
    expect(screen.getByText('刘洋 被移出群聊')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('opens media, cards and merged records through callbacks', async () => {
    const user = userEvent.setup();
    const onOpenMedia = vi.fn();
    const onOpenCard = vi.fn();
    const onOpenMerged = vi.fn();
    renderUi(
      <div>
        {sampleMessages.map((m) => (
          <MessageBubble
            key={m.id}
            message={m}
            onOpenMedia={onOpenMedia}
            onOpenCard={onOpenCard}
            onOpenMerged={onOpenMerged}
          />
        ))}
      </div>,
    );
    await user.click(screen.getByRole('button', { name: '查看图片' }));
    expect(onOpenMedia).toHaveBeenLastCalledWith(sampleMessages[3]);
    await user.click(screen.getByRole('button', { name: '播放视频' }));
    expect(onOpenMedia).toHaveBeenLastCalledWith(sampleMessages[4]);
    await user.click(screen.getByRole('button', { name: /欧阳思远/ }));
    expect(onOpenCard).toHaveBeenCalledWith('vc-9');
    await user.click(screen.getByRole('button', { name: /李娜和王芳的聊天记录/ }));
    expect(onOpenMerged).toHaveBeenCalledWith(sampleMessages[8]);
  });

  it('drops unsafe file and media URLs', () => {
    const { container } = renderUi(
      <>
        <MessageBubble
          message={{
            id: 'x',
            time: 0,
            mine: false,
            content: { type: 'file', url: 'javascript:alert(1)', name: 'a' },
          }}
        />
        <MessageBubble
          message={{ id: 'y', time: 0, mine: false, content: { type: 'image', url: 'javascript:alert(1)' } }}
        />
      </>,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('system notices', { timeout: 20_000 }, () => {
  const all = (
    <div>
      {systemNoticeMessages.map((m) => (
        <MessageBubble key={m.id} message={m} />
      ))}
    </div>
  );
  /** The user content of the fixtures: what may stay Chinese on an English page. */
  const userContent = systemNoticeMessages.flatMap((m) => {
    const n = m.content.type === 'systemNotice' ? m.content.notice : null;
    if (!n) return [];
    return [
      'from' in n ? n.from : '',
      'title' in n ? n.title : '',
      'excerpt' in n ? n.excerpt : '',
      'reply' in n ? n.reply : '',
      'companyName' in n ? n.companyName : '',
      'place' in n ? (n.place ?? '') : '',
    ];
  });

  it('draws each kind in Chinese, user text as text, and is axe clean', async () => {
    const { container } = renderUi(all);
    expect(screen.getByRole('region', { name: '政策公告' })).toHaveTextContent('各有关企业');
    expect(container.querySelector('[data-kind="govNotice"] b')).toBeNull();
    expect(screen.getByRole('region', { name: '诉求进展' })).toHaveTextContent(
      '已退回退回原因：不属于本区受理范围',
    );
    const dues = screen.getByRole('region', { name: '会费提醒' });
    expect(dues).toHaveTextContent('苏州汇川联合动力系统有限公司 2026 年度会费');
    expect(dues).toHaveTextContent('8,000.50 元');
    expect(dues).toHaveTextContent('已于 2026年11月25日 到期，请尽快缴纳');
    const event = screen.getByRole('region', { name: '协会活动' });
    expect(event).toHaveTextContent('时间：2026年12月5日 09:00 至 17:00');
    expect(event).toHaveTextContent('地点：苏州国际博览中心');
    // Only paths of this site are links.
    expect(Array.from(container.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      '/serve/govAppeal?tab=notices',
      '/publicationDetail/index?id=42',
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows no Chinese in English besides the user content', () => {
    const { container } = renderUi(all, { locale: 'en' });
    expect(screen.getByRole('region', { name: 'Association event' })).toHaveTextContent(
      'Time: Dec 5, 2026, 09:00 – 17:00',
    );
    const dues = screen.getByRole('region', { name: 'Dues reminder' });
    expect(dues).toHaveTextContent('¥8,000.50');
    expect(dues).toHaveTextContent('Overdue since Nov 25, 2026, please pay as soon as possible');
    let text = container.textContent ?? '';
    for (const c of userContent) text = text.split(c).join('');
    expect(text).not.toMatch(/\p{Script=Han}/u);
  });

  it('navigates through the router when asked', async () => {
    const onNavigate = vi.fn();
    renderUi(<MessageBubble message={systemNoticeMessages[3]!} onNavigate={onNavigate} />);
    await userEvent.setup().click(screen.getByRole('link', { name: '查看详情' }));
    expect(onNavigate).toHaveBeenCalledWith('/publicationDetail/index?id=42');
  });

  it('summarises each kind in a line', () => {
    const lines = (t: typeof zh.chat) => systemNoticeMessages.map((m) => messageSummary(m.content, t));
    expect(lines(zh.chat)).toEqual([
      '[政策公告] 关于开展 2026 年度高新技术企业申报的通知',
      '[诉求进展] 用地指标',
      '[会费提醒] 苏州汇川联合动力系统有限公司',
      '[协会活动] 会员企业供需对接会',
    ]);
    expect(lines(en.chat)[0]).toBe('[Policy announcement] 关于开展 2026 年度高新技术企业申报的通知');
  });
});

describe('企业监控 digest', () => {
  it('counts, lists the newest events by kind, links to the timeline, in both languages', async () => {
    const { container } = renderUi(<MessageBubble message={companyWatchMessage} />);
    const card = screen.getByRole('region', { name: '企业监控日报' });
    expect(card).toHaveTextContent('您监控的 4 家企业有 7 条新动态');
    expect(card).toHaveTextContent('杭州海康威视数字技术股份有限公司 · 注册资本变更 · 2026-11-27');
    expect(card).toHaveTextContent('另有 4 条，请在企业监控中查看');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/serve/compTracking');
    expect(messageSummary(companyWatchMessage.content, zh.chat)).toBe(
      '[企业监控日报] 杭州海康威视数字技术股份有限公司、苏州汇川联合动力系统有限公司',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('reads in English but for the company names', () => {
    const { container } = renderUi(<MessageBubble message={companyWatchMessage} />, { locale: 'en' });
    expect(screen.getByRole('region', { name: 'Monitoring digest' })).toHaveTextContent(
      '7 new events at 4 monitored companies',
    );
    let text = container.textContent ?? '';
    for (const name of ['杭州海康威视数字技术股份有限公司', '苏州汇川联合动力系统有限公司'])
      text = text.split(name).join('');
    expect(text).not.toMatch(/\p{Script=Han}/u);
  });
});

describe('产业追踪 digest', () => {
  it('is titled and worded for the chains and regions followed, in both languages', () => {
    renderUi(<MessageBubble message={industryWatchMessage} />);
    const card = screen.getByRole('region', { name: '产业追踪日报' });
    expect(card).toHaveTextContent('您关注的产业链和地区有 3 家企业的 5 条新动态');
    expect(card).toHaveTextContent('另有 3 条，请在产业追踪中查看');
    expect(messageSummary(industryWatchMessage.content, zh.chat)).toBe(
      '[产业追踪日报] 宁德时代新能源科技股份有限公司、杭州中控技术股份有限公司',
    );
    cleanup();
    renderUi(<MessageBubble message={industryWatchMessage} />, { locale: 'en' });
    expect(screen.getByRole('region', { name: 'Industry tracking digest' })).toHaveTextContent(
      '3 more in Industry tracking',
    );
  });
});
