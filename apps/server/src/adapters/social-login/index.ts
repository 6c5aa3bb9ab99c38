import type { SocialSource } from '@platform/contracts';
import type { SocialLoginConfig } from '../../config';
import { createDingtalkProvider } from './dingtalk';
import type { Fetch, SocialProvider } from './provider';
import { createQqProvider } from './qq';
import { createSandboxProvider } from './sandbox';
import { createWechatProvider } from './wechat';

export * from './provider';
export { SANDBOX_AUTHORIZE_PATH, isSocialSource, sandboxCode } from './sandbox';

export type SocialProviders = Partial<Record<SocialSource, SocialProvider>>;

/** Each provider with credentials, else the sandbox playing it when allowed, else none. */
export function createSocialProviders(
  cfg: SocialLoginConfig,
  key: Uint8Array,
  fetchFn?: Fetch,
): SocialProviders {
  const providers: SocialProviders = {};
  const real = {
    wechat: cfg.wechat && createWechatProvider(cfg.wechat, fetchFn),
    dingtalk: cfg.dingtalk && createDingtalkProvider(cfg.dingtalk, fetchFn),
    qq: cfg.qq && createQqProvider(cfg.qq, fetchFn),
  };
  for (const source of ['wechat', 'dingtalk', 'qq'] as const) {
    const provider = real[source] ?? (cfg.sandbox ? createSandboxProvider(source, key) : undefined);
    if (provider) providers[source] = provider;
  }
  return providers;
}

export function describeSocialProviders(p: SocialProviders): string {
  const each = (['wechat', 'dingtalk', 'qq'] as const).map(
    (s) => `${s}=${p[s] ? (p[s].sandbox ? 'sandbox' : 'live') : 'disabled'}`,
  );
  return `social login: ${each.join(', ')}`;
}
