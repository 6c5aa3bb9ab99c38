import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@platform/contracts/im/realtime';
import type { Conversation } from '@platform/contracts/im/chat';
import { chatErrorView } from './chatErrors';
import { mergeMessages } from './conversationMessages';
import { ForwardLimitError, forwardMessages } from './forward';
import { applyLiveMessage } from './liveConversations';
import { tabOfTarget, imUrl } from './imPaths';
import { titleCounter, withCounter } from './titleCounter';
import { contentOf, toMessageItem } from './toMessageItem';
import { toConversationItem } from './ConversationsPane';
import { SYSTEM_SENDER_ID } from '@platform/contracts/im/constants';
import { c2cConversationId } from '@platform/contracts/im/ids';

const A = '1000000000000000002';
const B = '1000000000000000005';
const CONV = `C2C_${A}_${B}`;

const msg = (seq: number, text: string, sender = A, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${seq}`,
  conversationId: CONV,
  conversationType: 'C2C',
  seq,
  senderId: sender,
  clientMsgId: `client-${seq}`,
  type: 'text',
  payload: { text },
  time: `2026-11-23T10:0${seq % 10}:00.000Z`,
  ...extra,
});
const names: Record<string, string> = { [A]: '张伟', [B]: '刘洋' };
const nameOf = (id: string) => names[id] ?? id;

describe('message list merging', () => {
  it('keeps seq order and each seq once, whether a frame, a catch-up or a page brings it', () => {
    const list = mergeMessages([msg(2, 'b'), msg(3, 'c')], [msg(1, 'a'), msg(3, 'c'), msg(4, 'd')]);
    expect(list.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    const same = [msg(1, 'a')];
    expect(mergeMessages(same, [msg(1, 'a')])).toBe(same);
  });
});

describe('forwarding (spec 1 §4 types 1-3, §5 limits)', () => {
  const to = [{ type: 'GROUP' as const, groupId: '42' }];
  it('type 1 sends one copy of the first message; type 2 each in seq order', () => {
    const selected = [msg(3, 'c'), msg(1, 'a'), msg(2, 'b')];
    expect(forwardMessages(1, selected, to, { title: 't', nameOf })).toHaveLength(1);
    const oneByOne = forwardMessages(2, selected, to, { title: 't', nameOf });
    expect(oneByOne.map((m) => m.payload.text)).toEqual(['a', 'b', 'c']);
  });

  it('type 3 names the messages by id for the server to build the record, with the title and an abstract', () => {
    const long = '这是一条非常非常非常非常非常非常长的消息内容';
    const selected = [msg(3, 'c'), msg(1, long), msg(2, 'b', B), msg(4, 'd')];
    const [merged] = forwardMessages(3, selected, to, { title: '张伟和刘洋的聊天记录', nameOf });
    expect(merged!.type).toBe('merged');
    const payload = merged!.payload as Record<string, unknown> & { abstractList: string[] };
    expect(payload).toMatchObject({
      title: '张伟和刘洋的聊天记录',
      conversationId: CONV,
      messageIds: ['m1', 'm2', 'm3', 'm4'],
    });
    expect(payload).not.toHaveProperty('messages');
    // The abstract is for the Tencent transport (its SDK merges on the client); ours builds its own.
    expect(payload.abstractList).toHaveLength(3);
    expect(payload.abstractList.every((line) => [...line].length <= 20)).toBe(true);
    expect(payload.abstractList[1]).toBe('刘洋: b');
  });

  it('forwards a merged record one by one by its id, never by its content', () => {
    const record = msg(5, '', B, {
      type: 'merged',
      payload: {
        title: '记录',
        abstractList: ['刘洋: b'],
        messages: [{ type: 'text', payload: { text: 'b' } }],
      },
    });
    const [copy] = forwardMessages(1, [record], to, { title: 't', nameOf });
    expect(copy).toEqual({
      to: to[0],
      type: 'merged',
      payload: { title: '记录', conversationId: CONV, messageIds: ['m5'], abstractList: ['刘洋: b'] },
    });
  });

  it('refuses more than 30 messages (转发消息仅支持30条以内)', () => {
    const many = Array.from({ length: 31 }, (_, i) => msg(i + 1, `m${i}`));
    expect(() => forwardMessages(2, many, to, { title: 't', nameOf })).toThrow(ForwardLimitError);
    expect(forwardMessages(2, many.slice(0, 30), to, { title: 't', nameOf })).toHaveLength(30);
  });

  it('leaves group tips and friend-verify tips out', () => {
    const tip = msg(2, '', A, { type: 'custom', payload: { kind: 'groupTip', op: 3 } });
    const verify = msg(3, '', A, { type: 'custom', payload: { kind: 'friendVerify' } });
    expect(forwardMessages(2, [msg(1, 'a'), tip, verify], to, { title: 't', nameOf })).toHaveLength(1);
  });
});

describe('the conversation list, live', () => {
  const conv = (unread: number): Conversation => ({
    conversationID: CONV,
    type: 'C2C',
    userProfile: { userId: B, imAccount: B, name: '刘洋', avatar: '' },
    groupProfile: null,
    lastMessage: null,
    unreadCount: unread,
    lastSeq: 1,
    readSeq: 1,
  });
  it('moves the conversation first, counts unread unless it is mine or open, and ignores a replay', () => {
    const other: Conversation = { ...conv(0), conversationID: 'GROUP_7', type: 'GROUP', userProfile: null };
    const list = [other, conv(0)];
    expect(applyLiveMessage(list, msg(2, 'hi', B), A, null)).toBe(true);
    expect(list[0]!.conversationID).toBe(CONV);
    expect(list[0]!.unreadCount).toBe(1);
    expect(list[0]!.lastMessage?.abstract).toBe('hi');
    applyLiveMessage(list, msg(2, 'hi', B), A, null);
    expect(list[0]!.unreadCount).toBe(1);
    applyLiveMessage(list, msg(3, 'mine', A), A, null);
    applyLiveMessage(list, msg(4, 'open', B), A, CONV);
    expect(list[0]!.unreadCount).toBe(1);
    expect(applyLiveMessage(list, { ...msg(5, 'x', B), conversationId: 'GROUP_9' }, A, null)).toBe(false);
  });

  it('names the system account in the reader’s language, whatever name it is stored with', () => {
    const system: Conversation = {
      ...conv(1),
      conversationID: c2cConversationId(SYSTEM_SENDER_ID, A),
      userProfile: { userId: SYSTEM_SENDER_ID, imAccount: SYSTEM_SENDER_ID, name: '工作提醒', avatar: '' },
    };
    expect(toConversationItem(system, 'Work reminders').name).toBe('Work reminders');
    expect(toConversationItem({ ...system, userProfile: null }, 'Work reminders').name).toBe(
      'Work reminders',
    );
    expect(toConversationItem(conv(0), 'Work reminders').name).toBe('刘洋');
  });
});

describe('chat errors (spec 1 §8)', () => {
  it('maps 10007/10004, 20003, silences 80002 and Network Error, re-logs in on timing messages', () => {
    expect(chatErrorView({ code: 10007 }).text).toBe('您或对方已不是群成员，请刷新页面。');
    expect(chatErrorView({ code: 10004 }).text).toBe('您或对方已不是群成员，请刷新页面。');
    expect(chatErrorView({ code: 20003 }).text).toBe('消息发送方或接收方不存在，请检查用户是否存在。');
    expect(chatErrorView({ code: 80002, msg: 'too long' }).text).toBeNull();
    expect(chatErrorView({ message: 'Network Error' }).text).toBeNull();
    expect(chatErrorView({ code: 2999, msg: 'unreasonable call timing' })).toEqual({
      text: null,
      relogin: true,
    });
    expect(chatErrorView({ code: 20009, msg: '不是好友' }).text).toBe('不是好友');
  });
});

describe('title counter (spec 2 §9)', () => {
  it('shows nothing, the count, then 99+, and never stacks', () => {
    expect(titleCounter(0)).toBe('');
    expect(titleCounter(7)).toBe('7');
    expect(titleCounter(100)).toBe('99+');
    expect(withCounter('消息-平台', 3)).toBe('(3) 消息-平台');
    expect(withCounter('(3) 消息-平台', 120)).toBe('(99+) 消息-平台');
    expect(withCounter('(99+) 消息-平台', 0)).toBe('消息-平台');
  });
});

describe('/im/index targets (spec 1 §2 user dropdown)', () => {
  it('maps friendList and cardList to their tabs and back', () => {
    expect(tabOfTarget('friendList')).toBe('friends');
    expect(tabOfTarget('cardList')).toBe('cardFolder');
    expect(tabOfTarget(null)).toBe('conversations');
    expect(imUrl({ tab: 'friends' })).toBe('/im/index?target=friendList');
    expect(imUrl({ conversationId: CONV })).toBe(`/im/index?conversationID=${CONV}`);
  });
});

describe('stored messages as the kit shows them', () => {
  it('maps types, cards, tips with the names stored in them, and my own side', () => {
    expect(toMessageItem(msg(1, 'hi'), A, nameOf).mine).toBe(true);
    expect(toMessageItem(msg(1, 'hi', B), A, nameOf).senderName).toBe('刘洋');
    expect(
      contentOf('custom', { kind: 'card', vcardId: '5', card: { name: '王芳', orgName: '云栖' } }, nameOf),
    ).toMatchObject({
      type: 'card',
      vcardId: '5',
      name: '王芳',
      orgName: '云栖',
    });
    const kick = contentOf(
      'custom',
      {
        kind: 'groupTip',
        op: 3,
        operatorId: B,
        userIds: ['9'],
        names: { '9': '王芳' },
        event: 'groupRemove',
      },
      nameOf,
    );
    expect(kick).toEqual({ type: 'groupTip', tip: { op: 3, operator: '刘洋', targets: ['王芳'] } });
    expect(
      contentOf(
        'custom',
        {
          kind: 'groupTip',
          op: 6,
          event: 'groupRename',
          operatorId: B,
          userIds: [],
          changes: { name: '新群' },
        },
        nameOf,
      ),
    ).toMatchObject({
      tip: { change: 'name', value: '新群' },
    });
    expect(contentOf('video', { url: 'javascript:alert(1)' }, nameOf)).toMatchObject({ type: 'video' });
    expect(contentOf('bogus', {}, nameOf)).toEqual({ type: 'unsupported' });
  });

  it('maps a work reminder, and reads a damaged one without failing', () => {
    const item = {
      id: '3',
      title: '苏州汇川',
      context: '苏州',
      due: '2026-11-20',
      path: '/toker/tokerIndex?tab=lists&list=31',
    };
    expect(
      contentOf(
        'custom',
        {
          kind: 'workReminder',
          day: '2026-11-27',
          tenantId: '200002',
          tenantName: '苏州智造',
          leads: { dueToday: 1, overdue: 2, items: [item] },
          tasks: { dueToday: 0, overdue: 0, items: [] },
        },
        nameOf,
      ),
    ).toEqual({
      type: 'workReminder',
      reminder: {
        day: '2026-11-27',
        orgName: '苏州智造',
        leads: { dueToday: 1, overdue: 2, items: [{ ...item, path: undefined, href: item.path }] },
        tasks: { dueToday: 0, overdue: 0, items: [] },
      },
    });
    expect(contentOf('custom', { kind: 'workReminder', leads: 'x' }, nameOf)).toMatchObject({
      type: 'workReminder',
      reminder: { day: '', leads: { dueToday: 0, items: [] }, tasks: { overdue: 0, items: [] } },
    });
    // 精准招商's next steps, when the reminder lists them.
    const step = {
      id: '21',
      title: '用地预审',
      context: '华东基地',
      due: '2026-11-25',
      path: '/business/index?tab=projects',
    };
    expect(
      contentOf(
        'custom',
        { kind: 'workReminder', projects: { dueToday: 0, overdue: 1, items: [step] } },
        nameOf,
      ),
    ).toMatchObject({
      reminder: {
        projects: { dueToday: 0, overdue: 1, items: [{ id: '21', title: '用地预审', href: step.path }] },
      },
    });
  });
});
