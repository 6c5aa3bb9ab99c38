import { describe, expect, it } from 'vitest';
import { listFilterOf } from './mapQuery';
import { mapSearchPath } from './paths';

describe('a chain map search in the address', () => {
  it('reads back the list filters mapSearchPath wrote', () => {
    const search = {
      induChainId: 'NEV',
      nodeCode: 'NEV0101',
      regionCode: '3301',
      keyword: '电池',
      regStatusCode: '1',
      capitalBand: 1000,
      tag: '高新技术企业',
    };
    const url = new URL(mapSearchPath(search), 'http://x');
    expect(url.searchParams.get('node')).toBe('NEV0101');
    expect(url.searchParams.get('region')).toBeNull();
    expect(listFilterOf(url.searchParams)).toEqual({
      keyword: '电池',
      regStatusCode: '1',
      capitalBand: 1000,
      tag: '高新技术企业',
      regionCode: '3301',
    });
    // A province is the map's own region, not a list filter.
    const province = new URL(mapSearchPath({ induChainId: 'NEV', regionCode: '33' }), 'http://x');
    expect(province.searchParams.get('region')).toBe('33');
    expect(listFilterOf(province.searchParams)).toEqual({});
  });

  it('drops malformed filters', () => {
    expect(listFilterOf(new URLSearchParams('status=9&cap=abc&area=12&kw=%20%20'))).toEqual({});
  });
});
