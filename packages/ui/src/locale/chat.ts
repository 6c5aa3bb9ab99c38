import { COMPANY_EVENT_KIND_NAMES } from '@platform/contracts';

/** Chat copy (issue 12): conversation list, messages, tips, composer, forwarding, friends and groups. */
const zhNames = (names: string[]) => names.join('、');
export const yuan = (fen: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fen / 100);
/** YYYY-MM-DD[ HH:mm] (China time, as the server wrote it) as the reader's language writes a day. */
export const ymd = (s: string) => /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}:\d{2}))?/.exec(s);
const zhDay = (s: string) => {
  const m = ymd(s);
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日${m[4] ? ` ${m[4]}` : ''}` : s;
};
/** An event's end: only the hour when it ends the day it starts. */
export const endOf = (start: string, end: string, day: (s: string) => string) =>
  start.slice(0, 10) === end.slice(0, 10) && end.length > 10 ? end.slice(11) : day(end);

export const chatZh = {
  conversations: '会话列表',
  messages: '聊天记录',
  you: '你',
  draft: '[草稿]',
  summary: {
    image: '[图片]',
    video: '[视频]',
    audio: '[语音]',
    file: '[文件]',
    face: '[表情]',
    card: '[名片]',
    merged: '[聊天记录]',
    tip: '[通知]',
    workReminder: '[工作提醒]',
    unsupported: '[暂不支持的消息]',
  },
  reminder: {
    title: '工作提醒',
    leads: (today: number, overdue: number) => `线索待跟进：今天 ${today} 条，已逾期 ${overdue} 条`,
    tasks: (today: number, overdue: number) => `客户任务：今天到期 ${today} 项，已逾期 ${overdue} 项`,
    projects: (today: number, overdue: number) => `招商项目待办：今天到期 ${today} 项，已逾期 ${overdue} 项`,
    due: (day: string) => `${day} 到期`,
    overdue: (day: string) => `已逾期（${day}）`,
    more: (n: number) => `另有 ${n} 项，请在工作台查看`,
  },
  systemNotice: {
    govNotice: '政企通知',
    govPolicy: '政策公告',
    govAppeal: '诉求进展',
    assocDues: '会费提醒',
    assocNotice: '协会通知',
    assocEvent: '协会活动',
    appealState: { answered: '已答复', rejected: '已退回' },
    appealReply: {
      answered: (reply: string) => `答复：${reply}`,
      rejected: (reply: string) => `退回原因：${reply}`,
    },
    dues: (company: string, year: number) => `${company} ${year} 年度会费`,
    amount: (fen: number) => `${yuan(fen, 'zh-CN')} 元`,
    overdue: (day: string) => `已于 ${zhDay(day)} 到期，请尽快缴纳`,
    due: (day: string) => `将于 ${zhDay(day)} 到期，请按时缴纳`,
    time: (start: string, end?: string) =>
      end ? `时间：${zhDay(start)} 至 ${endOf(start, end, zhDay)}` : `时间：${zhDay(start)}`,
    place: (place: string) => `地点：${place}`,
    open: '查看详情',
    companyWatch: '企业监控日报',
    watchSummary: (events: number, companies: number) => `您监控的 ${companies} 家企业有 ${events} 条新动态`,
    watchMore: (n: number) => `另有 ${n} 条，请在企业监控中查看`,
    industryWatch: '产业追踪日报',
    industryWatchSummary: (events: number, companies: number) =>
      `您关注的产业链和地区有 ${companies} 家企业的 ${events} 条新动态`,
    industryWatchMore: (n: number) => `另有 ${n} 条，请在产业追踪中查看`,
    eventKinds: COMPANY_EVENT_KIND_NAMES as Record<string, string>,
  },
  noMoreHistory: 'No more history messages',
  loadingOlder: '正在加载历史消息',
  newMessages: (n: number) => (n > 0 ? `${n > 99 ? '99+' : n} 条新消息` : '新消息'),
  sending: '发送中',
  failed: '发送失败',
  retry: '重新发送',
  failedRetry: '发送失败，重新发送',
  moreActions: '更多操作',
  forward: '转发',
  multiSelect: '多选',
  select: (who: string) => `选择 ${who} 的消息`,
  viewImage: '查看图片',
  image: '图片',
  playVideo: '播放视频',
  audio: (seconds?: number) => (seconds ? `语音 ${seconds} 秒` : '语音'),
  download: '下载',
  downloadFile: (name: string) => `下载 ${name}`,
  card: '个人名片',
  chatHistory: '聊天记录',
  mergedTitle: (names: string[]) =>
    names.length === 1 ? `${names[0]}的聊天记录` : `${names.slice(0, 2).join('和')}的聊天记录`,
  groupMergedTitle: '群聊的聊天记录',
  unsupported: '[暂不支持的消息类型]',
  tips: {
    join: (operator: string | undefined, targets: string[]) =>
      operator && !(targets.length === 1 && targets[0] === operator)
        ? `${operator} 邀请 ${zhNames(targets)} 加入了群聊`
        : `${zhNames(targets)} 加入了群聊`,
    quit: (targets: string[]) => `${zhNames(targets)} 退出了群聊`,
    kick: (operator: string | undefined, targets: string[]) =>
      operator ? `${zhNames(targets)} 被 ${operator} 移出群聊` : `${zhNames(targets)} 被移出群聊`,
    setAdmin: (targets: string[]) => `${zhNames(targets)} 被设置为管理员`,
    cancelAdmin: (targets: string[]) => `${zhNames(targets)} 被取消管理员`,
    rename: (name: string) => `群名称已修改为 ${name}`,
    owner: (name: string) => `群主已变更为 ${name}`,
    dissolve: '群聊已解散',
    notification: '群公告已更新',
    groupInfo: (operator?: string) => (operator ? `${operator} 修改了群资料` : '群资料已修改'),
    memberInfo: (targets: string[]) => `${zhNames(targets)} 的群成员资料已修改`,
    nickname: (target: string, nickname: string) => `${target} 的群昵称已修改为 ${nickname}`,
    topicCreated: '话题已创建',
    topicDeleted: '话题已删除',
    topicInfo: '话题资料已修改',
    banned: (targets: string[]) => `${zhNames(targets)} 被禁言`,
    unbanned: (targets: string[]) => `${zhNames(targets)} 被解除禁言`,
    muteAll: (on: boolean): string => (on ? '已开启全员禁言' : '已关闭全员禁言'),
    custom: '群通知',
    groupCreate: (operator: string | undefined, targets: string[]) =>
      targets.length
        ? `${operator ?? ''} 创建了群聊，并邀请 ${zhNames(targets)} 加入`.trim()
        : `${operator ?? ''} 创建了群聊`.trim(),
    friendAdd: '你们已成为好友，现在可以开始聊天了',
    friendVerify: (operator?: string) => `${operator ?? '对方'} 通过了你的好友验证请求，现在可以开始聊天了`,
  },
  composer: {
    label: '输入消息',
    placeholder: '请输入消息，Enter 发送，Shift+Enter 换行',
    send: '发送',
    emoji: '表情',
    emojiPanel: '选择表情',
    image: '发送图片',
    file: '发送文件',
    card: '发送名片',
    uploading: (name: string, percent: number) => `${name} 上传中 ${percent}%`,
    uploadFailed: (name: string) => `${name} 上传失败`,
    cancelUpload: (name: string) => `取消上传 ${name}`,
    disabled: '当前无法发送消息',
  },
  forwardDialog: {
    title: '转发',
    search: '搜索联系人或群聊',
    recent: '最近聊天',
    results: '搜索结果',
    selected: (n: number) => `已选择 ${n} 个`,
    remove: (name: string) => `移除 ${name}`,
    modes: { single: '单条转发', oneByOne: '逐条转发', merged: '合并转发' },
    modeLine: (mode: 'single' | 'oneByOne' | 'merged', n: number) =>
      mode === 'single'
        ? '转发 1 条消息'
        : mode === 'oneByOne'
          ? `逐条转发 ${n} 条消息`
          : `合并转发 ${n} 条消息`,
    limit: '转发消息仅支持30条以内',
    noneSelected: '请选择转发对象',
  },
  application: {
    label: (name: string) => `${name} 的好友申请`,
    wording: '验证信息',
    cards: '递交的名片',
    accept: '接受',
    delete: '删除',
    accepted: '已添加',
    waiting: '等待验证',
    expired: '已过期',
    deleteConfirm: '确定删除该好友申请吗？',
  },
  group: {
    members: (n: number) => `群成员（${n}）`,
    owner: '群主',
    me: '我',
    invite: '邀请成员',
    kick: '移出群聊',
    transfer: '转让群主',
    memberActions: (name: string) => `${name} 的成员操作`,
    kickConfirm: (name: string) => `确定将 ${name} 移出群聊吗？`,
    transferConfirm: (name: string) => `确定将群主转让给 ${name} 吗？`,
    quit: '退出群聊',
    quitConfirm: '退出后将不再接收此群聊消息，确定退出吗？',
    dissolve: '解散群聊',
    dissolveConfirm: '解散后所有成员将被移出群聊，确定解散吗？',
    name: '群聊名称',
    rename: '修改群名称',
    myNickname: '我在本群的昵称',
    edit: '修改',
    save: '保存',
    nameRequired: '请输入群聊名称',
  },
  createGroup: {
    title: '发起群聊',
    search: '搜索好友或同事',
    friends: '好友',
    colleagues: '同事',
    name: '群聊名称',
    namePlaceholder: '请输入群聊名称，最多 30 个字',
    selected: (n: number) => `已选择 ${n} 人`,
    remove: (name: string) => `移除 ${name}`,
    atLeastOne: '请至少选择一位成员',
  },
};

export type ChatMessages = typeof chatZh;
