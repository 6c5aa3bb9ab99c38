import { describe, expect, it } from 'vitest';
import type { CustomerDetail } from '@platform/contracts';
import { menuKeysOf, parseLogos, parseOemSetting, toCustomerView } from './customerConfig';

const detail = (over: Partial<CustomerDetail> = {}): CustomerDetail => ({
  customerCode: '10000001',
  platformName: '白标平台',
  customerServicePhone: '',
  customerLogo: 'logo=/a.png&logo2=/b.png',
  customerAddress: '',
  customerRecord: '',
  customerLicense: '',
  companyName: '',
  oemSetting: '{"indexFlag":2,"vipServicesFlag":1}',
  theme: 'common',
  brandColor: '#ff0000',
  domain: '127.0.0.1',
  configItemVos: [
    { configName: 'b', configKey: 'trends', configType: 'menu', checked: 'true', sort: 2 },
    { configName: 'a', configKey: 'im', configType: 'menu', checked: 'true', sort: 1 },
    { configName: 'x', configKey: 'activity', configType: 'menu', checked: 'false', sort: 0 },
    { configName: 'd', configKey: 'discover', configType: 'menu', checked: 'true', sort: 9 },
    { configName: 'svc', configKey: '10000005', configType: 'service', checked: 'true', sort: 1 },
  ],
  ...over,
});

describe('customer configuration', () => {
  it('orders the menu by sort with discover first and only checked entries', () => {
    expect(menuKeysOf(detail())).toEqual(['discover', 'im', 'trends']);
    expect(menuKeysOf(null)).toEqual(['discover']);
  });
  it('parses logos with variants falling back to the first', () => {
    expect(parseLogos('logo=/a.png&logo2=/b.png')).toEqual({
      logo: '/a.png',
      logo2: '/b.png',
      logo3: '/a.png',
    });
  });
  it('parses the OEM setting and survives bad JSON', () => {
    expect(parseOemSetting('{"indexFlag":2,"vipServicesFlag":1}')).toEqual({
      indexFlag: 2,
      vipServicesFlag: 1,
    });
    expect(parseOemSetting('oops')).toEqual({ indexFlag: 1, vipServicesFlag: 0 });
  });
  it('applies the fallbacks when there is no configuration', () => {
    const view = toCustomerView(null);
    expect(view.isDefaultCustomer).toBe(true);
    expect(view.platformName).toBe('产业链数智平台');
  });
  it('lists configured services', () => {
    expect(toCustomerView(detail()).services).toEqual([{ id: '10000005', name: 'svc' }]);
    expect(toCustomerView(detail()).isDefaultCustomer).toBe(false);
  });
});
