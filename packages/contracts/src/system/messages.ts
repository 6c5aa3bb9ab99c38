import type { MessageTable } from '../messageTable';

/** Account and profile messages of the system service. */
export const SYSTEM_MESSAGES = {
  phoneNotRegistered: { zh: '该手机号未注册', en: 'This phone number is not registered' },
  phoneTaken: { zh: '该手机号已被其他账号绑定', en: 'This phone number is bound to another account' },
  oldPasswordWrong: { zh: '原密码不正确', en: 'The current password is incorrect' },
  passwordChangeLocked: {
    zh: '原密码错误次数过多，请15分钟后再试',
    en: 'Too many wrong current passwords; try again in 15 minutes',
  },
  passwordsDiffer: { zh: '两次输入的密码不一致', en: 'The two passwords do not match' },
  passwordUnchanged: {
    zh: '新密码不能与原密码相同',
    en: 'The new password must differ from the current one',
  },
} as const satisfies MessageTable;
