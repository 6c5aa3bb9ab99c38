import { describe, expect, it } from 'vitest';
import { findRoute } from '../router/routeTable';
import { pageKindOf } from './GlobalStyle';

const kind = (path: string) => pageKindOf(path, findRoute(path)?.meta.title);

describe('page font kinds', () => {
  it('marks every chat page', () => {
    for (const path of [
      '/im/index',
      '/imPol/polIm',
      '/imCustomer/concatIndex',
      '/imMember/memberIm',
      '/business/im',
      '/toker/tokerIm',
      '/tokerFinance/tokerFinanceIm',
    ]) {
      expect(kind(path), path).toBe('im');
    }
  });
  it('scales /largeScreen and leaves other pages alone', () => {
    expect(kind('/largeScreen')).toBe('largeScreen');
    expect(kind('/home/discover')).toBe('default');
  });
});
