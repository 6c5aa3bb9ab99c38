/**
 * The system account that sends work reminders in chat (issue 26; SYSTEM_SENDER_ID in contracts,
 * docs/reminders.md): disabled (status 0), so it cannot sign in and search never finds it, with a
 * password hash no password matches, and no organisation.
 */
export default /* sql */ `
insert into users (id, account, phone, password_hash, real_name, nick_name, status)
values ('1000000000000000000', 'system-reminders', null, '!', '工作提醒', '工作提醒', 0)
on conflict (id) do nothing;
`;
