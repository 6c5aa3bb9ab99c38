import { GROUP_TIP, type MessageType } from '@platform/contracts';
import type { Store } from '../../../db/kysely';
import { usersByIds } from '../../accounts';
import { chatCardPayload, defaultCardIdAnyTenant, storedChatCard } from '../../vcard';
import { addMembers, insertCreateRecord, insertGroup } from '../groups-repo';
import { c2cConversationId, groupConversationId } from '../ids';
import { ensureC2C, storeMessage } from '../message-repo';
import { abstractOf } from '../payloads';
import { storeTip } from '../tips';
import { conversationExists, renameGroup } from './seed-repo';

/**
 * Demo chat (after the demo cards and friendships): the organisation group of tenant 200001, the
 * general group 产业链交流群, and two C2C conversations of lina's with a card each, ending with
 * messages lina has not read. Fixed ids; a second run changes nothing.
 */
const U = {
  zhangwei: '1000000000000000002',
  lina: '1000000000000000003',
  wangfang: '1000000000000000004',
  liuyang: '1000000000000000005',
} as const;

const ORG_GROUP = '6100000000000000001';
const GENERAL_GROUP = '6100000000000000002';

type Line = [sender: keyof typeof U, text: string] | [sender: keyof typeof U, kind: 'card'];

const LINA_ZHANGWEI: Line[] = [
  ['zhangwei', '李总您好，我是张伟，上周在杭州产业链峰会上和您交换过名片。'],
  ['lina', '张总好！记得记得，您当时讲的新能源汽车零部件配套很有意思。'],
  ['zhangwei', '谢谢李总。我们最近在做长三角电驱动系统的供应商梳理，想请教一下云栖智造这边的情况。'],
  ['lina', '没问题，我们主要做智能制造解决方案，电驱动产线的数字化改造做过几个项目。'],
  ['lina', 'card'],
  ['lina', '这是我的名片，上面有公司的详细介绍。'],
  ['zhangwei', '收到，我看了一下，贵司在余杭的那个工厂案例很有代表性。'],
  ['zhangwei', '方便的话能不能约个时间详细聊聊？'],
  ['lina', '可以的，下周二下午或者周四上午都行。'],
  ['zhangwei', '那就周四上午十点吧，我过去拜访您。'],
  ['lina', '好的，地址是文三路90号，到了给我打电话。'],
  ['zhangwei', '好的，另外想问一下，贵司有没有做过产业链图谱相关的分析？'],
  ['lina', '平台上的产业图谱功能我们一直在用，可以按区域筛选上下游企业。'],
  ['zhangwei', '太好了，我们正需要找一些电机控制器的上游厂商。'],
  ['lina', '我让市场部的王芳整理一份名单给您。'],
  ['zhangwei', '非常感谢！'],
  ['lina', '不客气，周四见。'],
  ['zhangwei', '李总，名单我这边已经收到王芳发来的了，内容很详细。'],
  ['zhangwei', '里面有三家企业我们很感兴趣，周四可以一起聊聊。'],
  ['zhangwei', '另外我把我们的合作方案也带过去，请您提提意见。'],
];

const LINA_WANGFANG: Line[] = [
  ['lina', '王芳，下周的产业链对接会准备得怎么样了？'],
  ['wangfang', '李总，场地已经定好了，在公司三楼会议室。'],
  ['wangfang', '目前确认参会的企业有十二家，还有三家在等回复。'],
  ['lina', '好的，嘉宾名单发我一份。'],
  ['wangfang', '好的，马上整理。'],
  ['lina', '另外张伟那边要一份电机控制器上游厂商的名单，你帮忙整理一下。'],
  ['wangfang', '收到，今天下班前发给他。'],
  ['wangfang', 'card'],
  ['wangfang', '这是我的名片，您转给张总方便他联系我。'],
  ['lina', '好，我已经转给他了。'],
  ['lina', '会议材料记得提前打印二十份。'],
  ['wangfang', '明白，宣传册和企业简介都已经准备好了。'],
  ['lina', '茶歇也安排一下，预算按上次的标准。'],
  ['wangfang', '好的，我和行政确认一下。'],
  ['lina', '辛苦了。'],
  ['wangfang', '李总，嘉宾名单已经发到您邮箱了。'],
  ['wangfang', '有两家企业的负责人想提前和您见一面，您看周三下午有时间吗？'],
  ['wangfang', '如果可以的话我这边就先回复他们。'],
];

const GENERAL_CHAT: Line[] = [
  ['lina', '欢迎大家加入产业链交流群，后续对接会的消息都在这里同步。'],
  ['zhangwei', '感谢李总拉群！'],
  ['wangfang', '大家好，我是云栖智造市场部的王芳，有需要随时找我。'],
  ['zhangwei', '王经理好，名单收到了，辛苦。'],
  ['wangfang', '对接会定在下周四下午两点，地点在公司三楼会议室。'],
];

const ORG_CHAT: Line[] = [
  ['lina', '各位同事，本周五下午召开季度总结会，请提前准备好部门材料。'],
  ['liuyang', '收到，招商部这边会准备好本季度的签约情况。'],
  ['wangfang', '收到，市场部的活动总结周四前发给您。'],
];

export async function seedDemoChat(store: Store): Promise<boolean> {
  if (await conversationExists(store.db, groupConversationId(GENERAL_GROUP))) return false;
  const users = await usersByIds(store.db, Object.values(U));
  if (users.length < Object.keys(U).length) return false;

  // Two days ago, one message a few minutes apart, so the list orders like a real one.
  let clock = Date.now() - 2 * 86_400_000;
  const tick = () => new Date((clock += 7 * 60_000));
  let n = 0;

  await store.transaction(async (tx) => {
    const post = async (conversationId: string, [sender, body]: Line) => {
      let type: MessageType = 'text';
      let payload: Record<string, unknown> = { text: body };
      if (body === 'card') {
        const card = await demoCard(tx, U[sender]);
        if (!card) return;
        type = 'custom';
        payload = { kind: 'card', vcardId: card.id, card };
      }
      await storeMessage(tx, {
        conversationId,
        senderId: U[sender],
        clientMsgId: `seed-${String(++n).padStart(4, '0')}`,
        type,
        payload,
        abstract: abstractOf(type, payload),
        at: tick(),
      });
    };

    await insertGroup(tx, {
      id: ORG_GROUP,
      type: 'org',
      name: '杭州云栖智造科技有限公司',
      ownerId: U.lina,
      creatorTenantId: '200001',
      orgTenantId: '200001',
    });
    await addMembers(tx, ORG_GROUP, [U.lina], 'owner');
    await addMembers(tx, ORG_GROUP, [U.wangfang, U.liuyang]);
    await storeTip(tx, ORG_GROUP, {
      op: GROUP_TIP.join,
      event: 'groupCreate',
      operatorId: U.lina,
      userIds: [U.lina, U.wangfang, U.liuyang],
      at: tick(),
    });
    for (const line of ORG_CHAT) await post(groupConversationId(ORG_GROUP), line);

    await insertGroup(tx, {
      id: GENERAL_GROUP,
      type: 'general',
      name: '产业链对接群',
      ownerId: U.lina,
      creatorTenantId: '200001',
    });
    await addMembers(tx, GENERAL_GROUP, [U.lina], 'owner');
    await addMembers(tx, GENERAL_GROUP, [U.wangfang, U.zhangwei]);
    await storeTip(tx, GENERAL_GROUP, {
      op: GROUP_TIP.join,
      event: 'groupCreate',
      operatorId: U.lina,
      userIds: [U.lina, U.wangfang, U.zhangwei],
      at: tick(),
    });
    await renameGroup(tx, GENERAL_GROUP, '产业链交流群');
    await storeTip(tx, GENERAL_GROUP, {
      op: GROUP_TIP.groupInfo,
      event: 'groupRename',
      operatorId: U.lina,
      userIds: [],
      changes: { name: '产业链交流群' },
      at: tick(),
    });
    // eslint-disable-next-line no-restricted-syntax -- the demo seed writes lina's own record in her tenant
    await insertCreateRecord(tx.forTenant('200001'), {
      id: '6200000000000000001',
      creator_id: U.lina,
      group_id: GENERAL_GROUP,
      group_name: '产业链交流群',
      member_ids: [U.lina, U.wangfang, U.zhangwei],
    });

    for (const [peer, lines] of [
      ['zhangwei', LINA_ZHANGWEI],
      ['wangfang', LINA_WANGFANG],
    ] as const) {
      const id = c2cConversationId(U.lina, U[peer]);
      await ensureC2C(tx, id, [U.lina, U[peer]]);
      for (const line of lines) await post(id, line);
    }
    for (const line of GENERAL_CHAT) await post(groupConversationId(GENERAL_GROUP), line);
  });
  return true;
}

/** The user's default card as a card message stores it, without contacts (none when the demo cards are absent). */
async function demoCard(tx: Store, userId: string) {
  // eslint-disable-next-line no-restricted-syntax -- the demo seed reads the demo users' cards in their own tenants
  const cardId = await defaultCardIdAnyTenant(tx.unscoped, userId);
  if (!cardId) return null;
  // eslint-disable-next-line no-restricted-syntax -- as above
  const found = await chatCardPayload(tx.unscoped, userId, cardId);
  return 'card' in found ? storedChatCard(found.card, cardId) : null;
}
