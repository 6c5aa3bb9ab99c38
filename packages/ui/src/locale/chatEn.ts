import { endOf, ymd, yuan, type ChatMessages } from './chat';

/** The chat copy in English (its own module: a Chinese reader's bundle does not carry it). */
const enNames = (names: string[]) => names.join(', ');
const enDay = (s: string) => {
  const m = ymd(s);
  if (!m) return s;
  const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])),
  );
  return m[4] ? `${day}, ${m[4]}` : day;
};

export const chatEn: ChatMessages = {
  conversations: 'Conversations',
  messages: 'Messages',
  you: 'You',
  draft: '[Draft]',
  summary: {
    image: '[Image]',
    video: '[Video]',
    audio: '[Voice]',
    file: '[File]',
    face: '[Sticker]',
    card: '[Card]',
    merged: '[Chat history]',
    tip: '[Notice]',
    workReminder: '[Work reminder]',
    unsupported: '[Unsupported message]',
  },
  reminder: {
    title: 'Work reminder',
    leads: (today, overdue) => `Leads to follow up: ${today} today, ${overdue} overdue`,
    tasks: (today, overdue) => `Customer tasks: ${today} due today, ${overdue} overdue`,
    projects: (today, overdue) => `Project next steps: ${today} due today, ${overdue} overdue`,
    due: (day) => `Due ${day}`,
    overdue: (day) => `Overdue (${day})`,
    more: (n) => `${n} more in the workspace`,
  },
  systemNotice: {
    govNotice: 'Government notice',
    govPolicy: 'Policy announcement',
    govAppeal: 'Appeal update',
    assocDues: 'Dues reminder',
    assocNotice: 'Association notice',
    assocEvent: 'Association event',
    appealState: { answered: 'Answered', rejected: 'Rejected' },
    appealReply: { answered: (reply) => `Answer: ${reply}`, rejected: (reply) => `Reason: ${reply}` },
    dues: (company, year) => `${company}: dues for ${year}`,
    amount: (fen) => `¥${yuan(fen, 'en')}`,
    overdue: (day) => `Overdue since ${enDay(day)}, please pay as soon as possible`,
    due: (day) => `Due on ${enDay(day)}, please pay on time`,
    time: (start, end) =>
      end ? `Time: ${enDay(start)} – ${endOf(start, end, enDay)}` : `Time: ${enDay(start)}`,
    place: (place) => `Place: ${place}`,
    open: 'View details',
    companyWatch: 'Monitoring digest',
    watchSummary: (events, companies) =>
      `${events} new event${events === 1 ? '' : 's'} at ${companies} monitored compan${companies === 1 ? 'y' : 'ies'}`,
    watchMore: (n) => `${n} more in Company monitoring`,
    industryWatch: 'Industry tracking digest',
    industryWatchSummary: (events, companies) =>
      `${events} new event${events === 1 ? '' : 's'} at ${companies} compan${companies === 1 ? 'y' : 'ies'} of the chains and regions you follow`,
    industryWatchMore: (n) => `${n} more in Industry tracking`,
    eventKinds: {
      capital: 'Registered capital changed',
      legalRep: 'Legal representative changed',
      shareholder: 'Shareholders changed',
      address: 'Address changed',
      name: 'Name changed',
      status: 'Registration status changed',
      branch: 'New branch',
      financing: 'Financing',
      court: 'Court case',
      penalty: 'Administrative penalty',
    },
  },
  noMoreHistory: 'No more history messages',
  loadingOlder: 'Loading earlier messages',
  newMessages: (n) => (n > 0 ? `${n > 99 ? '99+' : n} new message${n === 1 ? '' : 's'}` : 'New messages'),
  sending: 'Sending',
  failed: 'Failed to send',
  retry: 'Resend',
  failedRetry: 'Failed to send. Resend',
  moreActions: 'More actions',
  forward: 'Forward',
  multiSelect: 'Select',
  select: (who) => `Select ${who}'s message`,
  viewImage: 'View image',
  image: 'Image',
  playVideo: 'Play video',
  audio: (seconds) => (seconds ? `Voice message, ${seconds} s` : 'Voice message'),
  download: 'Download',
  downloadFile: (name) => `Download ${name}`,
  card: 'Business card',
  chatHistory: 'Chat history',
  mergedTitle: (names) =>
    names.length === 1 ? `Chat history of ${names[0]}` : `Chat history of ${names.slice(0, 2).join(' and ')}`,
  groupMergedTitle: 'Group chat history',
  unsupported: '[Unsupported message type]',
  tips: {
    join: (operator, targets) =>
      operator && !(targets.length === 1 && targets[0] === operator)
        ? `${operator} invited ${enNames(targets)} to the group`
        : `${enNames(targets)} joined the group`,
    quit: (targets) => `${enNames(targets)} left the group`,
    kick: (operator, targets) =>
      operator
        ? `${enNames(targets)} ${targets.length > 1 ? 'were' : 'was'} removed by ${operator}`
        : `${enNames(targets)} ${targets.length > 1 ? 'were' : 'was'} removed from the group`,
    setAdmin: (targets) => `${enNames(targets)} became admin`,
    cancelAdmin: (targets) => `${enNames(targets)} is no longer admin`,
    rename: (name) => `Group name changed to ${name}`,
    owner: (name) => `${name} is now the group owner`,
    dissolve: 'The group was dissolved',
    notification: 'Group notice updated',
    groupInfo: (operator) => (operator ? `${operator} changed the group info` : 'Group info changed'),
    memberInfo: (targets) => `Member info of ${enNames(targets)} changed`,
    nickname: (target, nickname) => `${target}'s group nickname is now ${nickname}`,
    topicCreated: 'Topic created',
    topicDeleted: 'Topic deleted',
    topicInfo: 'Topic info changed',
    banned: (targets) => `${enNames(targets)} ${targets.length > 1 ? 'were' : 'was'} muted`,
    unbanned: (targets) => `${enNames(targets)} ${targets.length > 1 ? 'were' : 'was'} unmuted`,
    muteAll: (on) => (on ? 'Everyone is muted' : 'Mute all turned off'),
    custom: 'Group notice',
    groupCreate: (operator, targets) =>
      targets.length
        ? `${operator ?? 'Someone'} created the group and invited ${enNames(targets)}`
        : `${operator ?? 'Someone'} created the group`,
    friendAdd: 'You are now friends. Start chatting!',
    friendVerify: (operator) => `${operator ?? 'They'} accepted your friend request. Start chatting!`,
  },
  composer: {
    label: 'Message',
    placeholder: 'Type a message; Enter sends, Shift+Enter adds a line',
    send: 'Send',
    emoji: 'Emoji',
    emojiPanel: 'Choose an emoji',
    image: 'Send image',
    file: 'Send file',
    card: 'Send card',
    uploading: (name, percent) => `Uploading ${name} ${percent}%`,
    uploadFailed: (name) => `${name} failed to upload`,
    cancelUpload: (name) => `Cancel uploading ${name}`,
    disabled: 'You cannot send messages here',
  },
  forwardDialog: {
    title: 'Forward',
    search: 'Search contacts or groups',
    recent: 'Recent chats',
    results: 'Search results',
    selected: (n) => `${n} selected`,
    remove: (name) => `Remove ${name}`,
    modes: { single: 'Forward', oneByOne: 'One by one', merged: 'Merged' },
    modeLine: (mode, n) =>
      mode === 'single'
        ? 'Forward 1 message'
        : mode === 'oneByOne'
          ? `Forward ${n} messages one by one`
          : `Forward ${n} messages as one record`,
    limit: 'You can forward at most 30 messages',
    noneSelected: 'Choose who to forward to',
  },
  application: {
    label: (name) => `Friend request from ${name}`,
    wording: 'Message',
    cards: 'Cards handed out',
    accept: 'Accept',
    delete: 'Delete',
    accepted: 'Added',
    waiting: 'Awaiting approval',
    expired: 'Expired',
    deleteConfirm: 'Delete this friend request?',
  },
  group: {
    members: (n) => `Members (${n})`,
    owner: 'Owner',
    me: 'Me',
    invite: 'Invite',
    kick: 'Remove from group',
    transfer: 'Make owner',
    memberActions: (name) => `Member actions for ${name}`,
    kickConfirm: (name) => `Remove ${name} from the group?`,
    transferConfirm: (name) => `Make ${name} the group owner?`,
    quit: 'Leave group',
    quitConfirm: 'You will no longer receive messages from this group. Leave?',
    dissolve: 'Dissolve group',
    dissolveConfirm: 'All members will be removed. Dissolve the group?',
    name: 'Group name',
    rename: 'Rename group',
    myNickname: 'My nickname in this group',
    edit: 'Edit',
    save: 'Save',
    nameRequired: 'Enter a group name',
  },
  createGroup: {
    title: 'New group chat',
    search: 'Search friends or colleagues',
    friends: 'Friends',
    colleagues: 'Colleagues',
    name: 'Group name',
    namePlaceholder: 'Group name, up to 30 characters',
    selected: (n) => `${n} selected`,
    remove: (name) => `Remove ${name}`,
    atLeastOne: 'Choose at least one member',
  },
};
