import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  authApi,
  bigdataApi,
  chainAlgorithmApi,
  chainApi,
  chainMapDataApi,
  entdataApi,
  payApi,
  reportApi,
  resourceApi,
  systemApi,
} from './index';
import { authRoutes } from './auth/routes';
import { bigdataRoutes, entdataRoutes } from './bigdata/routes';
import { chainAlgorithmRoutes, chainMapDataRoutes, chainRoutes } from './chain/routes';
import { payRoutes } from './pay/routes';
import { reportRoutes } from './report/routes';
import { resourceRoutes } from './resource/routes';
import { systemRoutes } from './system/routes';
import { payApi as payServiceApi } from './pay';
import { chatApi, groupChatApi } from './im';
import { chatRoutes, groupRoutes } from './im/chat-routes';
import { SERVICE } from './services';
import { capitalApi, customerApi, investmentApi, technologyApi } from './analysis';
import { capitalRoutes, customerRoutes, investmentRoutes, technologyRoutes } from './analysis/routes';

const services = [
  ['auth', authRoutes, authApi, SERVICE.auth],
  ['system', systemRoutes, systemApi, SERVICE.system],
  ['pay', payRoutes, payServiceApi, SERVICE.pay],
  ['resource', resourceRoutes, resourceApi, SERVICE.resource],
  ['chain', chainRoutes, chainApi, SERVICE.chain],
  ['bigdata', bigdataRoutes, bigdataApi, SERVICE.bigdata],
  ['report', reportRoutes, reportApi, SERVICE.chain],
] as const;

describe('route tables', () => {
  it.each(services)('%s: every composed endpoint is its route plus schemas', (_, routes, api, prefix) => {
    expect(Object.keys(api).sort()).toEqual(Object.keys(routes).sort());
    for (const [name, route] of Object.entries(routes)) {
      const composed = (api as Record<string, { method: string; path: string; auth: string; widget?: true }>)[
        name
      ];
      expect({
        name,
        method: composed?.method,
        path: composed?.path,
        auth: composed?.auth,
        widget: composed?.widget,
      }).toEqual({
        name,
        ...route,
      });
      expect(route.path.startsWith(`${prefix}/`), route.path).toBe(true);
    }
  });

  it.each([
    ['bigdata', chainMapDataRoutes, chainMapDataApi, SERVICE.bigdata],
    ['algorithm', chainAlgorithmRoutes, chainAlgorithmApi, SERVICE.algorithm],
  ] as const)('the chain map answers its calls on the %s path', (_, routes, api, prefix) => {
    expect(Object.keys(api)).toEqual(Object.keys(routes));
    for (const [name, route] of Object.entries(routes)) {
      expect((api as Record<string, unknown>)[name]).toMatchObject(route);
      expect(route.path.startsWith(`${prefix}/`), route.path).toBe(true);
    }
  });

  it.each([
    ['precise-business', investmentRoutes, investmentApi, SERVICE.preciseBusiness],
    ['precise-customer', customerRoutes, customerApi, SERVICE.preciseCustomer],
    ['chain', capitalRoutes, capitalApi, SERVICE.chain],
    ['algorithm', technologyRoutes, technologyApi, SERVICE.algorithm],
  ] as const)('the investment and analysis maps answer on the %s path', (_, routes, api, prefix) => {
    expect(Object.keys(api).sort()).toEqual(Object.keys(routes).sort());
    for (const [name, route] of Object.entries(routes)) {
      expect((api as Record<string, unknown>)[name]).toMatchObject(route);
      expect(route.path.startsWith(`${prefix}/`), route.path).toBe(true);
    }
    expect(readFileSync(new URL('./analysis/routes.ts', import.meta.url), 'utf8')).not.toMatch(/from 'zod'/);
  });

  it("bigdata answers the card form's association list on the vcard path", () => {
    expect(Object.keys(entdataApi)).toEqual(Object.keys(entdataRoutes));
    for (const [name, route] of Object.entries(entdataRoutes)) {
      expect(entdataApi[name as keyof typeof entdataApi]).toMatchObject(route);
      expect(route.path.startsWith(`${SERVICE.vcard}/`), route.path).toBe(true);
    }
  });

  it.each([
    ['chat', chatRoutes, chatApi],
    ['groups', groupRoutes, groupChatApi],
  ] as const)(
    'im %s: every composed endpoint is its route plus schemas, under platform-im',
    (_, routes, api) => {
      expect(Object.keys(api).sort()).toEqual(Object.keys(routes).sort());
      for (const [name, route] of Object.entries(routes)) {
        expect((api as Record<string, unknown>)[name]).toMatchObject(route);
        expect(route.path.startsWith(`${SERVICE.im}/`), route.path).toBe(true);
      }
      expect(readFileSync(new URL('./im/chat-routes.ts', import.meta.url), 'utf8')).not.toMatch(/from 'zod'/);
    },
  );

  it('writes each path once across services', () => {
    const paths = [
      ...services.flatMap(([, routes]) => Object.values(routes)),
      ...Object.values(entdataRoutes),
    ].map((r) => `${r.method} ${r.path}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(services.map(([name]) => name))('%s/routes.ts imports no zod', (name) => {
    const source = readFileSync(new URL(`./${name}/routes.ts`, import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(
      imports.every((from) => from === '../route' || from === '../services'),
      imports.join(),
    ).toBe(true);
  });

  it('exports each endpoint group once from the root, from its own service', () => {
    expect(payApi).toBe(payServiceApi);
    expect('tenantAdmin' in payApi).toBe(false);
    expect(systemApi.tenantAdmin.path).toMatch(/^\/api\/platform-system\//);
    expect(chainApi.inviteSubmit.path).toMatch(/^\/api\/platform-chain\//);
    expect(Object.keys(authApi).length).toBeGreaterThan(0);
    expect(Object.keys(resourceApi).length).toBeGreaterThan(0);
  });
});
