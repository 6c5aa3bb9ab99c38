import { describe, expect, it } from 'vitest';
import { SERVICE } from '../services';
import {
  applyIdsInput,
  friendRemarkInput,
  friendsApi,
  forwardTargetsInput,
  peopleSearchInput,
} from './friends';
import { friendsRoutes } from './friends-routes';

describe('friends contracts', () => {
  it('every endpoint is its route plus schemas, under the im service, each path once', () => {
    expect(Object.keys(friendsApi).sort()).toEqual(Object.keys(friendsRoutes).sort());
    for (const [name, route] of Object.entries(friendsRoutes)) {
      const ep = friendsApi[name as keyof typeof friendsApi];
      expect({ method: ep.method, path: ep.path, auth: ep.auth }).toEqual(route);
      expect(route.path.startsWith(`${SERVICE.im}/`)).toBe(true);
    }
    const paths = Object.values(friendsRoutes).map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps the spec limits: search 50, remark 32, ids as params', () => {
    expect(peopleSearchInput.safeParse({ keyword: 'x'.repeat(50) }).success).toBe(true);
    expect(peopleSearchInput.safeParse({ keyword: 'x'.repeat(51) }).success).toBe(false);
    expect(peopleSearchInput.safeParse({ keyword: '  ' }).success).toBe(false);
    expect(forwardTargetsInput.safeParse({ keyWord: 'x'.repeat(51) }).success).toBe(false);
    expect(friendRemarkInput.safeParse({ friendUserId: '1', remark: '字'.repeat(32) }).success).toBe(true);
    expect(friendRemarkInput.safeParse({ friendUserId: '1', remark: '字'.repeat(33) }).success).toBe(false);
    expect(applyIdsInput.parse({ ids: '1, 2,3' }).ids).toEqual(['1', '2', '3']);
    expect(applyIdsInput.parse({ ids: ['4'] }).ids).toEqual(['4']);
    expect(applyIdsInput.safeParse({ ids: 'a' }).success).toBe(false);
    expect(applyIdsInput.safeParse({ ids: '' }).success).toBe(false);
  });
});
