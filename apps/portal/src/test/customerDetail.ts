import type { FakeReply } from './renderWithApp';

/** The default customer's configuration as lingxi/customer/detail answers it, with overrides. */
export const customerDetailReply = (over: Record<string, unknown> = {}): FakeReply => ({
  body: {
    code: 666666,
    msg: '',
    data: {
      customerCode: '10000000',
      platformName: '产业链数智云平台',
      customerServicePhone: '400-820-1688',
      customerLogo: '',
      customerAddress: '',
      customerRecord: '',
      customerLicense: '',
      companyName: '',
      oemSetting: '{"indexFlag":1,"vipServicesFlag":1}',
      theme: 'blue',
      brandColor: '#0659E6',
      domain: 'localhost',
      configItemVos: [],
      ...over,
    },
  },
});
