import { describe, expect, it } from 'vitest';
import { payApi } from '@platform/contracts';
import { PAY_ENDPOINTS } from './payEndpoints';

describe('payment endpoint refs', () => {
  it('match the contract', () => {
    for (const [name, ref] of Object.entries(PAY_ENDPOINTS)) {
      const def = payApi[name as keyof typeof payApi];
      expect({ name, method: ref.method, path: ref.path }).toEqual({
        name,
        method: def.method,
        path: def.path,
      });
    }
  });
});
