import { CAPABILITY_LEVEL_NAMES } from '@platform/contracts/bigdata/capability';
import { describe, expect, it } from 'vitest';
import {
  dateOnly,
  enterpriseLevelName,
  fieldTagGroups,
  isClickableShareholder,
  orDash,
  orgToProfile,
  profileRoutes,
} from './profile';

describe('profile card rules', () => {
  it('makes only company shareholders with an id clickable', () => {
    expect(
      isClickableShareholder({ holderEntityName: 'a', holderEntityId: '9', holderEntityType: '2' }),
    ).toBe(true);
    expect(isClickableShareholder({ holderEntityName: 'a', holderEntityId: 9, holderEntityType: 2 })).toBe(
      true,
    );
    expect(
      isClickableShareholder({ holderEntityName: 'a', holderEntityId: '9', holderEntityType: '1' }),
    ).toBe(false);
    expect(isClickableShareholder({ holderEntityName: 'a', holderEntityId: '', holderEntityType: '2' })).toBe(
      false,
    );
    expect(isClickableShareholder({ holderEntityName: 'a', holderEntityType: '2' })).toBe(false);
  });
  it('caps industry plus technology tags at 20 without repeats', () => {
    const industry = Array.from({ length: 12 }, (_, i) => `i${i}`);
    const tech = ['i0', ...Array.from({ length: 12 }, (_, i) => `t${i}`)];
    const groups = fieldTagGroups(industry, tech);
    expect(groups.industry).toHaveLength(12);
    expect(groups.tech).toEqual(['t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7']);
    expect(fieldTagGroups('a,b', null)).toEqual({ industry: ['a', 'b'], tech: [] });
  });
  it('names the enterprise level from a name, a level, a score or the total', () => {
    const names = CAPABILITY_LEVEL_NAMES;
    expect(enterpriseLevelName('国家级', 10, names)).toBe('国家级');
    expect(enterpriseLevelName(3, null, names)).toBe('初级发展型');
    expect(enterpriseLevelName('10', null, names)).toBe('优质引领型');
    expect(enterpriseLevelName(650, null, names)).toBe('高质量发展型');
    expect(enterpriseLevelName(null, 49, names)).toBe('初创型');
    expect(enterpriseLevelName(null, 900, names)).toBe('优质引领型');
    expect(enterpriseLevelName('', undefined, names)).toBe('');
  });
  it('shows - for empty values and cuts dates to the day', () => {
    expect(orDash('')).toBe('-');
    expect(orDash(null)).toBe('-');
    expect(orDash(0)).toBe('0');
    expect(dateOnly('2015-06-01 00:00:00')).toBe('2015-06-01');
    expect(dateOnly('')).toBe('-');
  });
  it('maps an organisation and builds the routes', () => {
    expect(orgToProfile({ orgId: 'o1', orgName: '示例资本' })).toMatchObject({
      companyId: 'o1',
      companyName: '示例资本',
    });
    expect(profileRoutes.companyProfile('c 1')).toBe('/#/entInfo/index?companyid=c%201');
    expect(profileRoutes.industryGraph('c1', 'C39')).toBe('/#/graph/index?companyid=c1&induchainid=C39');
  });
});
