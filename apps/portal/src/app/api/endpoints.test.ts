import { describe, expect, it } from 'vitest';
import {
  TOKEN_PATH as CONTRACT_TOKEN_PATH,
  authApi,
  resourceApi,
  shellApi,
  systemApi,
} from '@platform/contracts';
import { ENDPOINTS, TOKEN_PATH } from './endpoints';

const contracts: Record<string, { method: string; path: string }> = {
  ...systemApi,
  ...authApi,
  ...resourceApi,
  ...shellApi,
  currentTenantList: systemApi.currentTenantList,
};

describe('endpoint references', () => {
  it.each(Object.entries(ENDPOINTS))('%s matches its contract', (name, ref) => {
    const contract = contracts[name];
    expect(contract, name).toBeDefined();
    expect({ method: ref.method, path: ref.path }).toEqual({
      method: contract?.method,
      path: contract?.path,
    });
  });
  it('uses the contract token path', () => {
    expect(TOKEN_PATH).toBe(CONTRACT_TOKEN_PATH);
  });
});
