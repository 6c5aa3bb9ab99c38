import * as contracts from '@platform/contracts';
import {
  ACTIVATION_JOIN_MODE,
  chainApi,
  chatApi,
  feedApi,
  followGroupApi,
  type Endpoint,
  discoverApi,
  friendsApi,
  groupChatApi,
  payApi,
  queriesApi,
  leadsApi,
  orgCentreApi,
  customersApi,
  searchApi,
  publicationApi,
  systemApi,
  vcardApi,
} from '@platform/contracts';
import { TENANT_TABLES } from '../db/schema';
import { bearer, injectEndpoint, loginToken, md5, type TestApp } from './test-app';

/**
 * The cross-tenant sweep: tenant A (zhangwei, 100001) owns data of every kind; a user of tenant B
 * (lina, 200001) then calls every authenticated endpoint of the contract with A's ids in every
 * field that takes one. Nothing of A may appear in B's answers and none of A's rows may change.
 * Endpoints come from the contract itself, so a new endpoint is swept without anyone adding it.
 */
export const A = { tenantId: '100001', userId: '1000000000000000002', phone: '13800000001' };
const A_ORG_NAME = 'A-ORG-LEAK-MARKER';
const A_FEEDBACK = 'A-FEEDBACK-LEAK-MARKER';
const A_REPORT = { id: 'a-report-1', entName: 'A-REPORT-LEAK-MARKER' };
const A_CARD = { id: '9000000000000000001', phone: '13611112222' };
const A_APPLY = { id: '9000000000000000101' };
/** A's publications B must not read: one for A's organisation only, one draft. */
const A_PUBLICATIONS = { org: '9000000000000000211', draft: '9000000000000000212' };
const A_CHAIN = 'A-CHAIN-LEAK-MARKER';
const A_FOLLOW_GROUP = 'A-GROUP-MARKER';
const A_MONITOR_GROUP = 'A-MONITOR';
const A_FEED_GROUP = 'A-FEED-GROUP-MARKER';
const A_QUERY = 'A-QUERY-MARKER';
const A_INVOICE_TITLE = 'A-INVOICE-TITLE-MARKER';
const A_SALES_TEAM = 'A-SALES-TEAM-MARKER';
const A_CONTRACT = 'A-CONTRACT-PARTY-MARKER';
const A_LEADS = { list: 'A-LEAD-LIST-MARKER', note: 'A-FOLLOW-UP-MARKER' };
const A_CUSTOMERS = {
  name: 'A-CUSTOMER-MARKER',
  contact: 'A-CONTACT-MARKER',
  deal: 'A-DEAL-MARKER',
  activity: 'A-ACTIVITY-MARKER',
  task: 'A-TASK-MARKER',
  view: 'A-VIEW-MARKER',
};
/** A's 招商 project (精准招商): its name, record and next step B must not read. */
const A_PROJECT = {
  name: 'A-PROJECT-MARKER',
  record: 'A-PROJECT-RECORD-MARKER',
  step: 'A-PROJECT-STEP-MARKER',
};
const A_PROJECT_FILE = {
  fileId: '0b7c2f1e-1d2a-4c3b-8e4f-5a6b7c8d9e01',
  name: 'a.pdf',
  mime: 'application/pdf',
  size: 1,
};
/** A's association (会员管理): a member's contact and an application's note B must not read. */
const A_ASSOCIATION = { contact: 'A-ASSOC-CONTACT-MARKER', note: 'A-ASSOC-NOTE-MARKER' };
/** B (李娜, administrator of 200001): a transfer's receiver of B's own organisation. */
const B_USER = '1000000000000000003';
const A_CHAT = { text: 'A-CHAT-LEAK-MARKER', group: 'A-GROUP-LEAK-MARKER', peer: '1000000000000000001' };
/** A's activity for A's organisation only, which A likes, collects, comments on and registers for. */
const A_PUBLICATION = {
  id: '9000000000000000201',
  title: 'A-PUBLICATION-LEAK-MARKER',
  comment: 'A-COMMENT-LEAK-MARKER',
  registrant: 'A-REGISTRANT-LEAK-MARKER',
};

export interface Finding {
  endpoint: string;
  problem: string;
}

/** Every endpoint the contract declares with auth 'user'. */
export function authenticatedEndpoints(): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const group of Object.values(contracts)) {
    if (!group || typeof group !== 'object') continue;
    for (const ep of Object.values(group as Record<string, unknown>)) {
      const e = ep as Partial<Endpoint>;
      if (e && typeof e === 'object' && typeof e.path === 'string' && e.input && e.auth === 'user')
        seen.set(`${e.method} ${e.path}`, e as Endpoint);
    }
  }
  return [...seen.values()];
}

interface AData {
  /** A's lead list (精准拓客) and one of its leads, with a follow-up. */
  leadListId: string;
  leadId: string;
  /** A's customer (客户管理) with a contact, a deal, a timeline entry and a task, and A's stages. */
  customerId: string;
  contactId: string;
  dealId: string;
  taskId: string;
  stageId: string;
  /** A's saved view of the customers table, shared with A's organisation. */
  viewId: string;
  orderNo: string;
  /** A's paid order (invoiced and under contract). */
  paidOrderNo: string;
  txNo: string;
  codeUrl: string;
  /** Companies A follows (the first pinned); empty when the app loaded no companies. */
  followed: string[];
  /** A's chat: a group with its creation record (tenant-owned) and a C2C conversation. */
  groupId: string;
  recordId: string;
  /** A's own chain (a copy of IC) and a share of it. */
  chainId: string;
  shareId: string;
  shareKey: string;
  /** A's follow group (usergroup/*), holding a followed company. */
  followGroupId: string;
  /** A's 企业监控 group, holding a monitored company. */
  monitorGroupId: string;
  /** A's 产业追踪 follow (a chain node within a county). */
  industryFollowId: string;
  /** A's named search in the query history (and a recent one). */
  queryId: string;
  /** A's comment on A's publication. */
  commentId: string;
  /** A's content follow group (group/*), holding a followed organisation. */
  feedGroupId: string;
  /** A QR login ticket A's phone scanned: B may not confirm, cancel or take it over. */
  qrTicket: string;
  /** A's sales code and the sales team A leads. */
  sellCode: string;
  teamCode: string;
  teamId: string;
  /** A's invoice title and an invoice applied for A's (then paid) order. */
  invoiceTitleId: string;
  invoiceId: string;
  /** A's purchase contract for the same order (approved, so B may ask for its PDF). */
  contractId: string;
  /** A's association (会员管理): a level, a member with dues, and an application to it. */
  assocLevelId: string;
  assocMemberId: string;
  assocDuesId: string;
  assocApplicationId: string;
  /** A's 政企通 desk: a department and an appeal a user of A submitted to it. */
  govDepartmentId: string;
  govAppealId: string;
  /** A's 招商 project, a stage of A's, a document and a next step of the project. */
  attractProjectId: string;
  attractStageId: string;
  attractDocumentId: string;
  attractStepId: string;
}

/** Values for input fields by name; A's ids wherever a field takes an id. */
function fieldValues(a: AData): Record<string, unknown[]> {
  return {
    outTradeNo: [a.orderNo, a.txNo, a.paidOrderNo],
    // A widget token for a page of this origin: B's own, never A's.
    origin: ['http://localhost'],
    tenantId: [A.tenantId],
    inviterTenantId: [A.tenantId],
    userId: [A.userId],
    inviterUserId: [A.userId],
    phone: [A.phone],
    phoneNumber: [A.phone],
    payType: [1, 2],
    businessType: [1],
    regionCode: ['330100'],
    ranges: ['330100'],
    // 精准招商: a chain of the catalogue (the region is B's to buy; nothing of A is read).
    chainCode: ['IC'],
    // 产业追踪: A's follow wherever one is named.
    followId: [undefined, a.industryFollowId],
    code: ['ABCDEFGHJ'],
    joinMode: [ACTIVATION_JOIN_MODE],
    orgName: ['B-ORG'],
    type: [1, 'text', 'general'],
    content: ['B feedback'],
    sellCode: ['S1', a.sellCode],
    teamCode: [a.teamCode],
    teamId: [a.teamId],
    // The content feed: A's follow group, its member, kinds.
    kinds: [['publication']],
    id: [
      'no-such-code',
      A_REPORT.id,
      A_CARD.id,
      A_APPLY.id,
      a.chainId,
      a.followGroupId,
      a.industryFollowId,
      a.queryId,
      a.commentId,
      a.feedGroupId,
      A_PUBLICATIONS.org,
      A_PUBLICATIONS.draft,
      A_PUBLICATION.id,
      a.invoiceTitleId,
      a.invoiceId,
      a.contractId,
    ],
    titleId: [a.invoiceTitleId],
    // A purchase contract's party A, of B's own choosing (B applies for A's order: refused).
    companyName: ['B 公司'],
    creditCode: ['91330106MA2H3K7Q0C'],
    address: ['B 地址'],
    contactName: ['B 联系人'],
    contactPhone: ['13900009999'],
    groupIds: [[a.followGroupId], [a.monitorGroupId]],
    follow: [true, false],
    nodeKey: ['IC01'],
    attached: [true, false],
    nodes: [[{ key: 'b1', parentKey: null, name: 'B 节点' }]],
    days: [7],
    shareId: [a.shareId],
    shareKey: [a.shareKey],
    ticket: [a.qrTicket],
    typeCode: [7],
    value: ['123456'],
    smsId: ['no-such-code'],
    smsValue: ['123456'],
    oldPassword: [md5('wrong-old')],
    newPassword: [md5('New@2026x')],
    newPassword1: [md5('New@2026x')],
    productId: ['P1001'],
    goodsTime: ['1年'],
    count: [1],
    nickName: ['B nick'],
    tenantBuyRecord: [
      { tenantId: A.tenantId, buyType: 1, productId: 'P1001', mealId: 'M1001', goodsId: 'G1001' },
    ],
    companyId: [a.followed[0] ?? '1000000000'],
    companyIds: [a.followed.length ? a.followed : ['1000000000']],
    entId: [a.followed[0] ?? '1000000000'],
    flag: [1],
    operateType: [0, 1, 2],
    attentionEnt: [true, false],
    regStatusCode: ['3'],
    keyword: ['科技'],
    induChainId: ['IC'],
    tag: ['集成电路'],
    kind: ['avatar', 'activity', 'recent', 'named', 'article', 'personal'],
    // Query history: a search of B's own, saved under B's title.
    // ...and the social sign-in methods (an unbind touches only the caller's own).
    source: ['discover', undefined, 'wechat', 'qq'],
    params: [{ keyword: '科技' }],
    title: ['B query'],
    reason: ['B reason'],
    userIds: [[A.userId]],
    respImUserId: [A.userId],
    vcardIdList: [[A_CARD.id]],
    vcardId: [A_CARD.id],
    vcardIds: [[A_CARD.id]],
    cardIdList: [[A_CARD.id]],
    ifOpened: [true, false],
    userName: ['B 名片'],
    cardId: [A_CARD.id],
    tags: [[{ changeTagCode: 'techFieldTags', tagName: 'B-TAG' }]],
    friendUserId: [A.userId],
    myUserId: [A.userId],
    remark: ['B remark'],
    orgId: [A.tenantId],
    // An organisation id (people calls) and A's chat group (group calls).
    groupId: [A.tenantId, a.groupId, a.feedGroupId, a.monitorGroupId],
    keyWord: ['张伟', 'A'],
    ids: [[A_APPLY.id], A_APPLY.id, [a.recordId], [a.queryId]],
    conversationId: [`C2C_${A_CHAT.peer}_${A.userId}`, `GROUP_${a.groupId}`],
    seq: [1],
    beforeSeq: [2],
    clientMsgId: ['b-sweep-client-1'],
    to: [
      { type: 'C2C', userId: A.userId },
      { type: 'GROUP', groupId: a.groupId },
    ],
    payload: [{ text: 'B sweep' }],
    text: ['B text'],
    name: ['B group'],
    nickname: ['B nick'],
    // Interactions and feed (content): A's publication, comment and follow group wherever one is
    // named, and the follow targets (an organisation, a person).
    targetKind: ['publication', 'dynamic', 'org', 'person'],
    targetId: [A_PUBLICATION.id, '000000', A.userId],
    targetIds: [[A_PUBLICATION.id]],
    publicationId: [A_PUBLICATION.id],
    publicationIds: [[A_PUBLICATION.id]],
    dynamicId: ['1'],
    dynamicIds: [['1']],
    policyIds: [['1']],
    policyId: ['1'],
    parentId: [a.commentId, a.feedGroupId],
    replyToUserId: [A.userId],
    company: ['B company'],
    note: ['B note'],
    when: ['all'],
    // Lead lists (精准拓客): A's list and lead wherever one is named.
    listId: [a.leadListId],
    leadId: [a.leadId],
    leadIds: [[a.leadId]],
    profile: [{}],
    mode: ['manual', 'even', 'region'],
    share: ['organisation'],
    assigneeId: [A.userId],
    memberIds: [[A.userId]],
    regionMap: [{ '330100': A.userId }],
    // Customers (客户管理): A's customer, contact, deal, task and stage wherever one is named.
    customerId: [a.customerId],
    customerIds: [[a.customerId]],
    contactId: [a.contactId],
    dealId: [a.dealId],
    taskId: [a.taskId],
    stageId: [a.stageId, a.attractStageId],
    // 精准招商's projects: A's project, document and next step wherever one is named.
    projectId: [a.attractProjectId],
    documentId: [a.attractDocumentId],
    stepId: [a.attractStepId],
    month: ['2026-11'],
    files: [[A_PROJECT_FILE]],
    stages: [
      [
        { stageId: a.stageId, name: 'B1', probability: 10, kind: 'open' },
        { name: 'B2', probability: 100, kind: 'won' },
        { name: 'B3', probability: 0, kind: 'lost' },
      ],
    ],
    ownerId: [A.userId],
    fromUserId: [A.userId],
    toUserId: [B_USER],
    collaboratorIds: [[A.userId]],
    amount: [1],
    dueOn: ['2026-12-01'],
    done: [true],
    state: ['open'],
    // Saved views (客户管理): A's view wherever one is named; B's own of either table.
    viewId: [a.viewId],
    table: ['customers', 'deals'],
    shared: [true],
    // The association (会员管理): A's level, member, dues and application wherever one is named.
    associationId: [A.tenantId],
    levelId: [a.assocLevelId],
    memberId: [a.assocMemberId],
    duesId: [a.assocDuesId],
    applicationId: [a.assocApplicationId],
    // 政企通: A's desk's appeal and department wherever one is named.
    appealId: [a.govAppealId],
    departmentId: [a.govDepartmentId],
    levels: [[{ levelId: a.assocLevelId, name: 'B level' }]],
    termStart: ['2026-01-01'],
    termEnd: ['2027-12-31'],
    year: [2026],
    dueDate: ['2026-12-31'],
    accepting: [false],
  };
}

/** A customer's whole configuration as B would send it (the operator's customers; B is refused). */
const SWEEP_CUSTOMER = {
  domains: [['b-sweep.example.com']],
  platformName: ['B 平台'],
  logos: [{ logo: '', logo2: '', logo3: '' }],
  servicePhone: ['400-000-0000'],
  address: [''],
  record: [''],
  license: [''],
  companyName: ['B 公司'],
  theme: ['blue'],
  brandColor: ['#123456'],
  oem: [{ indexFlag: 1, vipServicesFlag: 0 }],
  configItems: [[]],
  footerPartners: [[]],
};

/**
 * Fields whose A value would only echo back as B's own data: B's card holding A's phone would be
 * B's card, not a leak, so card writes carry a phone of B's choosing.
 */
const OWN_VALUES: Record<string, Record<string, unknown[]>> = {
  // An SMS check names a code id, never one of A's rows: one id, so the sweep stays under the route's
  // 30 checks a minute however many kinds of row the other endpoints name.
  [contracts.resourceApi.validateMessageByUserId.path]: { id: ['no-such-code'] },
  [vcardApi.saveVcard.path]: { phone: ['13900009999'] },
  [vcardApi.updateVcard.path]: { phone: ['13900009999'] },
  // Organisation types (2, 3) rather than the card and org-form type 1.
  // An organisation kind of the discover directory (1 to 5), not the upload kind.
  [discoverApi.orgList.path]: { kind: [undefined, 4] },
  [friendsApi.getMyOrgListAndCollByUserId.path]: { type: [2, 3] },
  [friendsApi.searchColleaguesUnderMyOrgs.path]: { type: [2, 3] },
  // Either a data-set chain or one's own chain, not both: sweep with A's chain only.
  [chainApi.userChainCopy.path]: { induChainId: [undefined] },
  [chainApi.saveLastChain.path]: { induChainId: [undefined] },
  // A follow-up's kind, not an upload's; a lead status; a list from A's companies, not a profile.
  [leadsApi.followUpAdd.path]: { kind: ['call'] },
  // The organisation centre (B's own organisation): A's user and ids wherever one is named.
  [orgCentreApi.deptMove.path]: { parentId: [null], index: [0] },
  [orgCentreApi.roleSave.path]: { name: ['B role'], permissions: [['org.manage']] },
  [orgCentreApi.staffUpdate.path]: { departmentId: [null], postId: [null], roleIds: [[]] },
  [orgCentreApi.staffStatus.path]: { status: ['disabled'] },
  [orgCentreApi.staffRemove.path]: { handoverTo: [A.userId, B_USER] },
  [orgCentreApi.joinPreview.path]: { token: ['A'.repeat(32)] },
  [orgCentreApi.joinApply.path]: { token: ['A'.repeat(32)] },
  [orgCentreApi.joinDecide.path]: { approve: [true, false] },
  [orgCentreApi.inviteCreate.path]: { phone: ['13900009999'] },
  [leadsApi.leadStatus.path]: { status: ['contacted'] },
  // Product tags to pitch (金融拓客), and the lead page's filter by one of them.
  [leadsApi.leadProducts.path]: { tags: [['equity']] },
  [leadsApi.leadPage.path]: { productTag: [undefined, 'equity'] },
  [leadsApi.listCreate.path]: { profile: [undefined] },
  // Customers: an activity's kind, tags as words, a name of B's own.
  [customersApi.activityAdd.path]: { kind: ['note'] },
  [customersApi.customerCreate.path]: { tags: [['B 标签']], name: ['B customer'] },
  [customersApi.customerUpdate.path]: { tags: [['B 标签']], name: ['B customer'] },
  [customersApi.contactAdd.path]: { name: ['B contact'] },
  [customersApi.dealCreate.path]: { title: ['B deal'] },
  [customersApi.dealUpdate.path]: { title: ['B deal'] },
  [customersApi.taskAdd.path]: { title: ['B task'] },
  [customersApi.customerPage.path]: { source: [undefined, 'manual'] },
  [contracts.govApi.deskSettingsSave.path]: {
    deskName: ['B desk'],
    regionCode: ['330106'],
    categoryDays: [{ policy: 5, finance: 10, talent: 7, land: 15, approval: 7, other: 10 }],
  },
  [contracts.govApi.appealPage.path]: {
    state: [undefined, 'submitted'],
    category: [undefined, 'policy'],
    overdue: [undefined],
    mine: [undefined],
    keyword: [undefined],
  },
  [contracts.govApi.appealAct.path]: { action: ['accept', 'answer'], text: ['B text'] },
  [contracts.govApi.noticeSend.path]: {
    title: ['B notice'],
    body: ['B body'],
    category: ['notice'],
    target: ['all', 'chosen'],
    companyIds: [[]],
  },
  [contracts.govApi.entAppealSubmit.path]: {
    category: ['policy'],
    title: ['B appeal'],
    content: ['B appeal'],
    contactName: ['B'],
    contactPhone: ['13800000002'],
    attachments: [[]],
  },
  [contracts.govApi.entAppealRate.path]: { rating: [5], comment: ['B'] },
  // A saved view's state is its filters and columns, not a deal's state.
  [customersApi.viewCreate.path]: { state: [{ filters: {}, columns: null }], name: ['B view'] },
  [customersApi.viewUpdate.path]: { state: [{ filters: {}, columns: null }], name: ['B view'] },
  // The association: its lists' own states (not a task's).
  [contracts.associationApi.memberPage.path]: { state: [undefined, 'active'] },
  [contracts.associationApi.applicationPage.path]: { state: [undefined, 'pending'] },
  [contracts.associationApi.duesPage.path]: { state: [undefined, 'attention'] },
  // Media tracking: a channel and visitor of B's own; the operator's report for today (B is refused).
  [contracts.mediaTrackingApi.mediaAttribute.path]: { channel: ['douyin'], visitorId: ['visitor-sweep-b'] },
  [contracts.mediaTrackingApi.mediaChannelReport.path]: {
    from: [new Date().toISOString().slice(0, 10)],
    to: [new Date().toISOString().slice(0, 10)],
  },
  // A project record's kind, not an upload's.
  [contracts.attractProjectApi.recordAdd.path]: { kind: ['visit'] },
  // The operator console (B is refused): words, a dictionary code of spec 1 §7, its entries.
  [contracts.operatorApi.sensitiveWordAdd.path]: { words: [['B 敏感词']] },
  [contracts.operatorApi.sensitiveWordRemove.path]: { words: [['传销']] },
  [contracts.operatorApi.dictionaryEntries.path]: { code: ['report_url'] },
  [contracts.operatorApi.mealSave.path]: {
    mealId: ['M1001'],
    version: [0],
    mealName: ['B 版'],
    minAccountNum: [1],
    maxAccountNum: [1],
  },
  [contracts.operatorApi.goodsSave.path]: {
    mealId: ['M1001'],
    goodsId: [undefined, 'G1001'],
    version: [0],
    price: [1],
    timeValue: [1],
    timeUnit: ['月'],
    isRecommend: [true],
    sort: [0],
  },
  [contracts.operatorApi.partnerOriginAdd.path]: {
    customer: ['10000000'],
    origin: ['https://b.example.com'],
  },
  [contracts.operatorApi.partnerOriginRemove.path]: {
    partnerId: ['demo-partner'],
    origin: ['https://b.example.com'],
  },
  [contracts.operatorApi.partnerSecretRotate.path]: { partnerId: ['demo-partner'], graceHours: [24] },
  [contracts.operatorApi.partnerRate.path]: { partnerId: ['demo-partner'], ratePerMinute: [1] },
  // The operator's health page (B is refused): a grace period, a partner, A's report to retry.
  [contracts.operatorApi.partnerGraceEnd.path]: { partnerId: ['demo-partner'] },
  [contracts.operatorApi.healthReportRetry.path]: { reportId: [A_REPORT.id] },
  [contracts.operatorApi.goodsRetire.path]: { goodsId: ['G1001'], version: [0] },
  [contracts.operatorApi.dictionarySave.path]: {
    code: ['report_url'],
    entries: [[{ dictKey: 'url', dictValue: 'https://b.example.com', sort: 0 }]],
  },
  // The operator's customers (B is refused): the white-label customer, a new one on B's own domain.
  [contracts.operatorApi.customerRead.path]: { code: ['20000001'] },
  [contracts.operatorApi.customerHistory.path]: { code: ['20000001'] },
  [contracts.operatorApi.customerCreate.path]: { code: ['30000099'], ...SWEEP_CUSTOMER },
  [contracts.operatorApi.customerSave.path]: { code: ['20000001'], version: [0], ...SWEEP_CUSTOMER },
  // The operator's company imports (B is refused): an import id (imports are the platform's, not A's).
  [contracts.operatorApi.importStart.path]: { id: ['00000000-0000-4000-8000-000000000000'] },
  [contracts.operatorApi.importDiscard.path]: { id: ['00000000-0000-4000-8000-000000000000'] },
  // 产业追踪's timeline: B's own filters (A's follow is named by followId).
  [contracts.industryTrackingApi.events.path]: { kinds: [undefined, 'capital'], days: [undefined, 30] },
  // 企业监控's timeline: its own kinds and days.
  [contracts.companyTrackingApi.events.path]: {
    kinds: [undefined, 'capital'],
    from: [undefined],
    to: [undefined],
  },
  // Publication tags are words, not card tag modules.
  [publicationApi.save.path]: { tags: [['B 标签']] },
  [publicationApi.update.path]: { tags: [['B 标签']] },
};

/** Inputs for an endpoint: one per combination of the multi-valued fields its schema has. */
export function inputsFor(ep: Endpoint, a: AData): Record<string, unknown>[] {
  const shape = (ep.input as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  const values = { ...fieldValues(a), ...OWN_VALUES[ep.path] };
  let combos: Record<string, unknown>[] = [{}];
  for (const key of Object.keys(shape)) {
    const options = values[key];
    if (!options) continue;
    combos = combos.flatMap((c) => options.map((v) => ({ ...c, [key]: v })));
  }
  return combos.filter((c) => ep.input.safeParse(c).success);
}

/** Tenant A's data of every kind, made through the API as A would (and the social rows directly). */
export async function seedTenantA(t: TestApp): Promise<AData> {
  const { access } = await loginToken(t.app, 'zhangwei');
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
    return res.json().data;
  };
  await call('POST', payApi.trialActive.path, { regionCode: '330100' });
  const orderNo = (await call('POST', payApi.createOrder.path, {
    renewalExpandTempList: [],
    tenantBuyRecord: {
      tenantId: A.tenantId,
      buyType: 1,
      productId: 'P1001',
      mealId: 'M1001',
      goodsId: 'G1002',
    },
  })) as string;
  const pay = (await call('POST', payApi.wxNativePay.path, { outTradeNo: orderNo, payType: 1 })) as {
    outTradeNo: string;
    codeUrl: string;
  };
  await call('POST', systemApi.orgSubmit.path, { orgName: A_ORG_NAME, type: 1 });
  await call('POST', systemApi.feedbackSubmit.path, { content: A_FEEDBACK });
  await call('POST', chainApi.inviteSubmit.path, { sellCode: 'A-SELL' });
  const qr = (await call('GET', systemApi.qrLoginTicket.path)) as { ticket: string };
  await call('POST', systemApi.qrLoginScan.path, { ticket: qr.ticket });
  const companies = await t.db.query<{ company_id: string }>(
    'select company_id from companies order by company_id limit 2',
  );
  const followed = companies.map((c) => c.company_id);
  if (followed.length) {
    await call('POST', systemApi.followSaveBatch.path, { companyIds: followed });
    await call('POST', systemApi.followOperateEnt.path, { companyId: followed[0], operateType: 1 });
  }
  for (const sql of [
    `insert into im_friends (tenant_id, user_id, friend_user_id) values ('100001', '${A.userId}', '1000000000000000001')`,
    `insert into publications (id, customer_code, tenant_id, author_id, kind, visibility, status, title, body, body_text, published_at)
     select '${A_PUBLICATIONS.org}', customer_code, '100001', '${A.userId}', 'article', 'org', 'published',
            'A-PUB-LEAK-MARKER', '{"type":"doc","content":[]}', 'A-PUB-LEAK-MARKER', now() from tenants where tenant_id = '100001'`,
    `insert into publications (id, customer_code, tenant_id, author_id, kind, visibility, status, title, body, body_text)
     select '${A_PUBLICATIONS.draft}', customer_code, '100001', '${A.userId}', 'article', 'public', 'draft',
            'A-DRAFT-LEAK-MARKER', '{"type":"doc","content":[]}', 'A-DRAFT-LEAK-MARKER' from tenants where tenant_id = '100001'`,
    `insert into vcards (id, tenant_id, user_id, type, user_name, phone, is_default)
       values ('${A_CARD.id}', '100001', '${A.userId}', 2, '张伟', '${A_CARD.phone}', true)`,
    `insert into vcard_holder (tenant_id, user_id, vcard_id) values ('100001', '${A.userId}', '${A_CARD.id}')`,
    `insert into im_friend_applications (id, tenant_id, apply_user_id, resp_user_id, vcard_ids)
       values ('${A_APPLY.id}', '100001', '${A.userId}', '1000000000000000001', '{${A_CARD.id}}')`,
    `insert into user_attention (tenant_id, user_id, target_user_id) values ('100001', '${A.userId}', '1000000000000000006')`,
    `insert into reports (id, tenant_id, user_id, ent_id, ent_name, type_code, status, percent)
       values ('${A_REPORT.id}', '100001', '${A.userId}', '1000000000', '${A_REPORT.entName}', 7, 'done', 100)`,
    `insert into report_files (report_id, tenant_id, pdf) values ('${A_REPORT.id}', '100001', '\\x255044462d')`,
  ])
    await t.db.query(sql);
  const group = (await call('POST', groupChatApi.createGeneralGroupChat.path, {
    name: A_CHAT.group,
    userIds: [A_CHAT.peer],
  })) as { groupId: string };
  await call('POST', chatApi.send.path, {
    clientMsgId: 'a-sweep-client-1',
    to: { type: 'C2C', userId: A_CHAT.peer },
    type: 'text',
    payload: { text: A_CHAT.text },
  });
  const records = (await call('GET', groupChatApi.createRecordPage.path)) as {
    records: Array<{ id: string }>;
  };
  // A chain of A's own (saved whole, so it needs no company data set).
  const chain = (await call('POST', chainApi.userChainSave.path, {
    name: A_CHAIN,
    nodes: [
      { key: 'IC01', parentKey: null, name: '上游' },
      { key: 'IC0101', parentKey: 'IC01', name: 'A 环节' },
    ],
  })) as { id: string };
  if (followed.length)
    await call('POST', chainApi.companyEdit.path, {
      id: chain.id,
      nodeKey: 'IC01',
      companyId: followed[0],
      attached: true,
    });
  const share = (await call('POST', chainApi.shareCreate.path, { id: chain.id, days: 7 })) as {
    shareId: string;
    shareKey: string;
  };
  await call('POST', chainApi.saveLastChain.path, { id: chain.id });
  const followGroup = (await call('POST', chainApi.groupSave.path, { name: A_FOLLOW_GROUP })) as {
    id: string;
  };
  if (followed.length)
    await call('POST', chainApi.followSave.path, {
      companyId: followed[0],
      follow: true,
      groupIds: [followGroup.id],
    });
  const monitorGroup = (await call('POST', contracts.companyTrackingApi.groupSave.path, {
    name: A_MONITOR_GROUP,
  })) as { id: string };
  if (followed.length)
    await call('POST', contracts.companyTrackingApi.add.path, {
      companyId: followed[0],
      groupIds: [monitorGroup.id],
    });
  const industryFollow = (await call('POST', contracts.industryTrackingApi.follow.path, {
    chainCode: 'IC01',
    regionCode: '330106',
  })) as { id: string };
  const query = (await call('POST', queriesApi.querySave.path, {
    source: 'discover',
    params: { keyword: '科技', filters: { regStatusCodes: ['1'] } },
    title: A_QUERY,
  })) as { id: string };
  await call('POST', searchApi.searchCompanyPage.path, { keyword: '电子' });
  await t.db.query(
    `insert into publications (id, customer_code, tenant_id, author_id, kind, visibility, status, title, body,
       published_at, activity_capacity, activity_start)
     values ($1, '10000000', $2, $3, 'activity', 'org', 'published', $4, '{"type":"doc","content":[]}', now(), 5,
       now() + interval '30 days')`,
    [A_PUBLICATION.id, A.tenantId, A.userId, A_PUBLICATION.title],
  );
  const publicationId = A_PUBLICATION.id;
  await call('POST', contracts.interactionsApi.likeSave.path, { targetId: publicationId });
  await call('POST', contracts.interactionsApi.collectPublishSave.path, { publicationId });
  const comment = (await call('POST', contracts.interactionsApi.commentAdd.path, {
    publicationId,
    content: A_PUBLICATION.comment,
  })) as { id: string };
  await call('POST', contracts.interactionsApi.registrationSave.path, {
    publicationId,
    name: A_PUBLICATION.registrant,
    phone: A.phone,
  });
  // A follows an organisation into a content follow group.
  await call('POST', feedApi.followTargetSave.path, { targetKind: 'org', targetId: '000000' });
  const feedGroup = (await call('POST', followGroupApi.groupSave.path, { name: A_FEED_GROUP })) as {
    id: string;
  };
  await call('POST', followGroupApi.groupMemberSave.path, {
    groupId: feedGroup.id,
    targetKind: 'org',
    targetId: '000000',
  });
  await call('POST', feedApi.feedSetting.path, { kinds: ['publication', 'activity'] });
  // 精准拓客 (business type 1) bought by A and by B (李娜's organisation), so B's calls reach the handlers.
  await t.db.query(
    `insert into tenant_purchases (id, tenant_id, business_type, product_id, region_code, starts_at, expires_at, source)
     select 'sweep-leads-' || tenant_id, tenant_id, 1, 'P1002', '', now() - interval '1 day', now() + interval '30 days', 'sweep:' || tenant_id
       from unnest(array['${A.tenantId}', '200001']) as tenant_id`,
  );
  const leadList = (await call('POST', leadsApi.listCreate.path, {
    name: A_LEADS.list,
    ...(followed.length ? { companyIds: followed } : { profile: {}, top: 5 }),
  })) as { listId: string };
  const leadPage = (await call('GET', `${leadsApi.leadPage.path}?listId=${leadList.listId}`)) as {
    records: Array<{ leadId: string }>;
  };
  // Without companies (an app that loaded none) the list is empty: a lead id that names nothing.
  const leadId = leadPage.records[0]?.leadId ?? '1';
  if (leadPage.records.length)
    await call('POST', leadsApi.followUpAdd.path, { leadId, kind: 'call', note: A_LEADS.note });
  // 客户管理 (business type 2) bought by A and by B; A's customer with a contact, deal, activity and task.
  await t.db.query(
    `insert into tenant_purchases (id, tenant_id, business_type, product_id, region_code, starts_at, expires_at, source)
     select 'sweep-customers-' || tenant_id, tenant_id, 2, 'P1002', '', now() - interval '1 day', now() + interval '30 days', 'sweep:' || tenant_id
       from unnest(array['${A.tenantId}', '200001']) as tenant_id`,
  );
  const customer = (await call('POST', customersApi.customerCreate.path, {
    name: A_CUSTOMERS.name,
    contacts: [{ name: A_CUSTOMERS.contact, phone: A.phone }],
  })) as { customerId: string; contacts: Array<{ contactId: string }> };
  const deal = (await call('POST', customersApi.dealCreate.path, {
    customerId: customer.customerId,
    title: A_CUSTOMERS.deal,
    amount: 1000,
  })) as { dealId: string; stageId: string };
  await call('POST', customersApi.activityAdd.path, {
    customerId: customer.customerId,
    kind: 'note',
    text: A_CUSTOMERS.activity,
  });
  const task = (await call('POST', customersApi.taskAdd.path, {
    customerId: customer.customerId,
    title: A_CUSTOMERS.task,
    dueOn: '2026-12-01',
  })) as { taskId: string };
  const view = (await call('POST', customersApi.viewCreate.path, {
    table: 'customers',
    name: A_CUSTOMERS.view,
    shared: true,
    state: { filters: { tag: A_CUSTOMERS.view }, columns: null },
  })) as { viewId: string };
  // An invoice title and an invoice for A's order, once paid.
  const invoiceTitle = (await call('POST', contracts.invoicesApi.invoiceTitleSave.path, {
    kind: 'personal',
    name: A_INVOICE_TITLE,
  })) as { id: string };
  // A second order of A's, paid, for the invoice and the contract; the first stays unpaid, so a
  // forgotten tenant filter in the payment path still shows as a change (tenant-sweep.planted.test.ts).
  const paidOrderNo = `${orderNo.slice(0, 20)}PAIDA1`;
  await t.db.query(
    `insert into pay_orders (out_trade_no, tenant_id, user_id, tenant_name, tenant_type, buy_type, buy_account,
       buyer_name, product_id, meal_id, goods_id, goods_time, account_num, unit_price_fen, amount_fen, status,
       pay_type, paid_at)
     select $2, tenant_id, user_id, tenant_name, tenant_type, buy_type, buy_account, buyer_name, product_id,
            meal_id, goods_id, goods_time, account_num, unit_price_fen, amount_fen, 1, 1, now()
       from pay_orders where out_trade_no = $1`,
    [orderNo, paidOrderNo],
  );
  const invoice = (await call('POST', contracts.invoicesApi.invoiceApply.path, {
    outTradeNo: paidOrderNo,
    type: 1,
    titleId: invoiceTitle.id,
  })) as { id: string };
  // Issued now, so the issuing job has nothing of A's left to change while B sweeps (and B asks for its PDF).
  await t.db.query(
    `update invoices set status = 'issued', invoice_no = '26000000000000000001', issued_at = now() where id = $1`,
    [invoice.id],
  );
  // A purchase contract for the same order, approved now for the same reason.
  const contract = (await call('POST', contracts.purchaseContractsApi.contractApply.path, {
    outTradeNo: paidOrderNo,
    companyName: A_CONTRACT,
    creditCode: '91320505MA1W8N2X46',
    address: 'A 地址',
    contactName: 'A 联系人',
    contactPhone: '0512-66553322',
  })) as { id: string };
  await t.db.query(
    `update purchase_contracts set status = 'approved', contract_no = 'HT20261127000001', approved_at = now() where id = $1`,
    [contract.id],
  );
  // 会员管理 (business type 3) bought by A and by B; A's association with a level, a member with
  // dues, and an application made to it (by the platform operator); A takes no applications.
  await t.db.query(
    `insert into tenant_purchases (id, tenant_id, business_type, product_id, region_code, starts_at, expires_at, source)
     select 'sweep-assoc-' || tenant_id, tenant_id, 3, 'P1002', '', now() - interval '1 day', now() + interval '30 days', 'sweep:' || tenant_id
       from unnest(array['${A.tenantId}', '200001']) as tenant_id`,
  );
  const assocLevels = (await call('GET', contracts.associationApi.levelList.path)) as Array<{
    levelId: string;
  }>;
  const assocCompany =
    followed[0] ??
    (await t.db.query<{ company_id: string }>('select company_id from companies limit 1'))[0]?.company_id;
  let assocMemberId = '1';
  let assocDuesId = '1';
  if (assocCompany) {
    const member = (await call('POST', contracts.associationApi.memberAdd.path, {
      companyId: assocCompany,
      levelId: assocLevels[0]!.levelId,
      contactName: A_ASSOCIATION.contact,
      contactPhone: A.phone,
      termStart: '2026-01-01',
      termEnd: '2027-12-31',
    })) as { memberId: string };
    assocMemberId = member.memberId;
    const dues = (await call('POST', contracts.associationApi.duesCreate.path, {
      memberId: member.memberId,
      year: 2026,
      amount: 1000,
      dueDate: '2026-12-31',
    })) as { duesId: string };
    assocDuesId = dues.duesId;
  }
  const [assocApplication] = await t.db.query<{ id: string }>(
    `insert into assoc_applications (tenant_id, applicant_tenant_id, applicant_user_id, company_id, company_name,
       contact_name, contact_phone, note)
     values ($1, '000000', '1000000000000000001', '1', 'A 申请企业', $2, '13900001111', $3) returning id`,
    [A.tenantId, A_ASSOCIATION.contact, A_ASSOCIATION.note],
  );
  // 政企通 (business type 5) bought by A and B; A's desk with a department, an appeal and a notice.
  await t.db.query(
    `insert into tenant_purchases (id, tenant_id, business_type, product_id, region_code, starts_at, expires_at, source)
     select 'sweep-gov-' || tenant_id, tenant_id, 5, 'P1002', '', now() - interval '1 day', now() + interval '30 days', 'sweep:' || tenant_id
       from unnest(array['${A.tenantId}', '200001']) as tenant_id`,
  );
  await t.db.query(
    `insert into gov_settings (tenant_id, desk_name, region_code) values ($1, 'A-GOV-DESK-MARKER', '330106')`,
    [A.tenantId],
  );
  const govDepartment = (
    await t.db.query<{ id: string }>(
      `insert into gov_departments (tenant_id, name) values ($1, 'A-GOV-DEPT') returning id`,
      [A.tenantId],
    )
  )[0]!;
  const govAppeal = (
    await t.db.query<{ id: string }>(
      `insert into gov_appeals (tenant_id, submitter_tenant_id, submitter_user_id, company_id, company_name,
         region_code, category, title, content, contact_name, contact_phone, deadline)
       values ($1, $1, $2, '1', 'A-GOV-COMPANY', '330106', 'policy', 'A-GOV-APPEAL-MARKER', 'A-GOV-APPEAL-MARKER',
         'A', $3, current_date + 5) returning id`,
      [A.tenantId, A.userId, A.phone],
    )
  )[0]!;
  await t.db.query(
    `insert into gov_notices (tenant_id, title, body, category, target, region_code)
     values ($1, 'A-GOV-NOTICE-MARKER', 'A-GOV-NOTICE-MARKER', 'notice', 'all', '330106')`,
    [A.tenantId],
  );
  // 精准招商 (business type 4) bought for 330100 by A and B; A's project with a record, a document and a step.
  await t.db.query(
    `insert into tenant_purchases (id, tenant_id, business_type, product_id, region_code, starts_at, expires_at, source)
     select 'sweep-attract-' || tenant_id, tenant_id, 4, 'P1002', '330100', now() - interval '1 day', now() + interval '30 days', 'sweep:' || tenant_id
       from unnest(array['${A.tenantId}', '200001']) as tenant_id`,
  );
  let attract = { projectId: '1', stageId: '1', documentId: '1', stepId: '1' };
  // A's upload the record and the document attach (the files module's row; its bytes are not read).
  await t.db.query(
    `insert into uploaded_files (id, tenant_id, user_id, kind, mime, byte_size, sha256, storage_key, original_name)
     values ($1, $2, $3, 'file', 'application/pdf', 1, 'sweep', 'sweep/a.pdf', 'a.pdf')`,
    [A_PROJECT_FILE.fileId, A.tenantId, A.userId],
  );
  if (assocCompany) {
    const project = (await call('POST', contracts.attractProjectApi.projectCreate.path, {
      regionCode: '330100',
      companyId: assocCompany,
      name: A_PROJECT.name,
    })) as { projectId: string; stageId: string };
    await call('POST', contracts.attractProjectApi.recordAdd.path, {
      projectId: project.projectId,
      kind: 'visit',
      text: A_PROJECT.record,
      attachments: [A_PROJECT_FILE],
    });
    await call('POST', contracts.attractProjectApi.documentAdd.path, {
      projectId: project.projectId,
      files: [A_PROJECT_FILE],
    });
    const detail = (await call('POST', contracts.attractProjectApi.stepAdd.path, {
      projectId: project.projectId,
      title: A_PROJECT.step,
      dueOn: '2026-12-01',
    })) as { documents: Array<{ documentId: string }>; steps: Array<{ stepId: string }> };
    attract = {
      projectId: project.projectId,
      stageId: project.stageId,
      documentId: detail.documents[0]!.documentId,
      stepId: detail.steps[0]!.stepId,
    };
  }
  const sales = (await call('GET', contracts.salesApi.getMySalesCode.path)) as { sellCode: string };
  const team = (await call('POST', contracts.salesApi.salesTeamCreate.path, { name: A_SALES_TEAM })) as {
    teamId: string;
    teamCode: string;
  };
  return {
    sellCode: sales.sellCode,
    teamCode: team.teamCode,
    teamId: team.teamId,
    invoiceTitleId: invoiceTitle.id,
    invoiceId: invoice.id,
    contractId: contract.id,
    assocLevelId: assocLevels[0]!.levelId,
    assocMemberId,
    assocDuesId,
    assocApplicationId: String(assocApplication!.id),
    govDepartmentId: String(govDepartment.id),
    govAppealId: String(govAppeal.id),
    attractProjectId: attract.projectId,
    attractStageId: attract.stageId,
    attractDocumentId: attract.documentId,
    attractStepId: attract.stepId,
    leadListId: leadList.listId,
    leadId,
    customerId: customer.customerId,
    contactId: customer.contacts[0]!.contactId,
    dealId: deal.dealId,
    taskId: task.taskId,
    stageId: deal.stageId,
    viewId: view.viewId,
    queryId: query.id,
    commentId: comment.id,
    feedGroupId: feedGroup.id,
    followGroupId: followGroup.id,
    monitorGroupId: monitorGroup.id,
    industryFollowId: industryFollow.id,
    chainId: chain.id,
    shareId: share.shareId,
    shareKey: share.shareKey,
    orderNo,
    paidOrderNo,
    txNo: pay.outTradeNo,
    codeUrl: pay.codeUrl,
    followed,
    groupId: group.groupId,
    recordId: records.records[0]!.id,
    qrTicket: qr.ticket,
  };
}

/** A's rows in every tenant-owned table (and A's identity rows), to compare before and after. */
export async function snapshotA(t: TestApp): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  const tables: [string, string][] = [
    ...TENANT_TABLES.map((name): [string, string] => [name, `tenant_id = '${A.tenantId}'`]),
    ['tenants', `tenant_id = '${A.tenantId}'`],
    ['tenant_members', `tenant_id = '${A.tenantId}'`],
    ['users', `id = '${A.userId}'`],
    ['auth_sessions', `tenant_id = '${A.tenantId}'`],
    ['login_qr_tickets', `user_id = '${A.userId}'`],
    // Chat rows are the participants', not a tenant's: A's conversations, messages and groups.
    ['im_conversation_members', `user_id = '${A.userId}'`],
    [
      'im_messages',
      `conversation_id in (select conversation_id from im_conversation_members where user_id = '${A.userId}')`,
    ],
    ['im_group_members', `group_id in (select group_id from im_group_members where user_id = '${A.userId}')`],
    // Content rows carry the writer's tenant: A's publications, comments and registrations.
    ['publications', `tenant_id = '${A.tenantId}'`],
    ['publication_comments', `tenant_id = '${A.tenantId}'`],
    ['activity_registrations', `tenant_id = '${A.tenantId}'`],
  ];
  // Rows of any tenant that point at A's orders (a payment started on A's order by someone else).
  tables.push([
    'pay_transactions',
    `order_no in (select out_trade_no from pay_orders where tenant_id = '${A.tenantId}')`,
  ]);
  for (const [table, where] of tables) {
    const rows = await t.db.query(`select * from ${table} where ${where}`);
    out[`${table} where ${where}`] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

/** Calls every authenticated endpoint as B with A's ids; what leaked or could not be swept. */
/**
 * The authenticated endpoints in the sweep's order (logout ends B's session, so it goes last), cut
 * into `count` slices of about the same size: each slice is a test of its own, so the sweep's
 * length grows with the endpoints without any one test nearing the test timeout.
 */
export function sweepSlices(count: number): Endpoint[][] {
  const endpoints = authenticatedEndpoints().sort(
    (x, y) => Number(x.path.endsWith('/logout')) - Number(y.path.endsWith('/logout')),
  );
  const size = Math.ceil(endpoints.length / count);
  return Array.from({ length: count }, (_, i) => endpoints.slice(i * size, (i + 1) * size));
}

/** B calls `endpoints` (default: every authenticated one) with A's ids: what leaked, and how many calls. */
export async function sweepAsTenantB(
  t: TestApp,
  a: AData,
  endpoints: readonly Endpoint[] = sweepSlices(1)[0]!,
): Promise<{ findings: Finding[]; calls: number }> {
  const { access } = await loginToken(t.app, 'lina');
  const markers: Record<string, string> = {
    'A order number': a.orderNo,
    'A transaction number': a.txNo,
    'A payment code URL': a.codeUrl,
    'A tenant name': '张伟的个人空间',
    'A account': 'zhangwei',
    'A phone': A.phone,
    'A user id': A.userId,
    'A organisation name': A_ORG_NAME,
    'A feedback': A_FEEDBACK,
    'A report': A_REPORT.entName,
    'A card phone (unmasked)': A_CARD.phone,
    'A chat message': A_CHAT.text,
    'A publication (org only)': 'A-PUB-LEAK-MARKER',
    'A draft publication': 'A-DRAFT-LEAK-MARKER',
    'A gov desk': 'A-GOV-DESK-MARKER',
    'A gov appeal': 'A-GOV-APPEAL-MARKER',
    'A group name': A_CHAT.group,
    'A chain name': A_CHAIN,
    'A share key': a.shareKey,
    'A follow group': A_FOLLOW_GROUP,
    'A monitor group': A_MONITOR_GROUP,
    'A query': A_QUERY,
    'A invoice title': A_INVOICE_TITLE,
    'A contract party': A_CONTRACT,
    'A lead list': A_LEADS.list,
    'A follow-up': A_LEADS.note,
    'A customer': A_CUSTOMERS.name,
    'A contact': A_CUSTOMERS.contact,
    'A deal': A_CUSTOMERS.deal,
    'A activity': A_CUSTOMERS.activity,
    'A task': A_CUSTOMERS.task,
    'A saved view': A_CUSTOMERS.view,
    'A publication': A_PUBLICATION.title,
    'A publication id': A_PUBLICATION.id,
    'A comment': A_PUBLICATION.comment,
    'A registrant': A_PUBLICATION.registrant,
    'A association contact': A_ASSOCIATION.contact,
    'A association application': A_ASSOCIATION.note,
    'A project': A_PROJECT.name,
    'A project record': A_PROJECT.record,
    'A project step': A_PROJECT.step,
  };
  const findings: Finding[] = [];
  let calls = 0;
  for (const ep of endpoints) {
    const name = `${ep.method} ${ep.path}`;
    const inputs = inputsFor(ep, a);
    if (!inputs.length) {
      findings.push({ endpoint: name, problem: 'no valid sweep input: add its fields to fieldValues()' });
      continue;
    }
    // Each input once claiming A's tenant in the Tenant-Id header (refused), once as is.
    const attempts = inputs.flatMap(
      (input): { input: Record<string, unknown>; headers: Record<string, string> }[] => [
        { input, headers: { ...bearer(access), 'tenant-id': A.tenantId } },
        { input, headers: bearer(access) },
      ],
    );
    for (const { input, headers } of attempts) {
      const sent = JSON.stringify(input);
      const res = await injectEndpoint(t.app, ep, input, headers);
      calls += 1;
      if (res.statusCode === 401) findings.push({ endpoint: name, problem: 'B was not authenticated' });
      if (headers['tenant-id'] && res.statusCode !== 403)
        findings.push({ endpoint: name, problem: `answered ${res.statusCode} to A's Tenant-Id header` });
      if (res.statusCode >= 500) findings.push({ endpoint: name, problem: `server error ${res.body}` });
      for (const [what, marker] of Object.entries(markers)) {
        if (!sent.includes(marker) && res.body.includes(marker))
          findings.push({ endpoint: name, problem: `${what} in the answer to ${sent}` });
      }
    }
  }
  return { findings, calls };
}

/** What changed in A's rows between two snapshots. */
export function changesOfA(before: Record<string, string[]>, after: Record<string, string[]>): Finding[] {
  return Object.keys(before)
    .filter((table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]))
    .map((table) => ({ endpoint: '*', problem: `A's rows changed: ${table}` }));
}

/**
 * Seeds A, sweeps as B the endpoints `only` keeps (default: all) and compares A's rows: every
 * finding, empty when tenants are isolated. The planted tests sweep the part their bug is in.
 */
export async function runTenantSweep(
  t: TestApp,
  only: (ep: Endpoint) => boolean = () => true,
): Promise<Finding[]> {
  const a = await seedTenantA(t);
  const before = await snapshotA(t);
  const endpoints = sweepSlices(1)[0]!.filter(only);
  const { findings, calls } = await sweepAsTenantB(t, a, endpoints);
  if (calls < endpoints.length) findings.push({ endpoint: '*', problem: `only ${calls} calls` });
  return [...findings, ...changesOfA(before, await snapshotA(t))];
}
