import { describe, expect, it } from 'vitest';
import { DICTIONARY_CODES } from '../constants';
import { systemApi } from './index';

const md5 = 'e10adc3949ba59abbe56e057f20f883e';

describe('system schemas', () => {
  it('accepts every dictionary code the spec lists and refuses odd characters', () => {
    for (const code of DICTIONARY_CODES)
      expect(systemApi.dictionary.input.safeParse({ code }).success).toBe(true);
    expect(systemApi.dictionary.input.safeParse({ code: 'a b' }).success).toBe(false);
    expect(systemApi.dictionary.input.safeParse({ code: '' }).success).toBe(false);
  });

  it('takes the customer detail domain as optional', () => {
    expect(systemApi.customerDetail.input.parse({})).toEqual({});
    expect(systemApi.customerDetail.input.parse({ domain: ' portal.example.cn ' })).toEqual({
      domain: 'portal.example.cn',
    });
  });

  it('validates the customer configuration shape (theme blue or common)', () => {
    const detail = {
      customerCode: '10000000',
      platformName: '产业链数智平台',
      customerServicePhone: '400-000-0000',
      customerLogo: 'logo=/brand/logo.png&logo2=&logo3=',
      customerAddress: '',
      customerRecord: '',
      customerLicense: '',
      companyName: '',
      oemSetting: '{"indexFlag":1}',
      theme: 'blue',
      brandColor: '#0659E6',
      domain: 'localhost',
      configItemVos: [
        { configName: '首页', configKey: 'home', configType: 'menu', checked: 'true', sort: 1 },
      ],
    };
    expect(systemApi.customerDetail.output.safeParse(detail).success).toBe(true);
    expect(systemApi.customerDetail.output.safeParse({ ...detail, theme: 'red' }).success).toBe(false);
  });

  it('accepts retrieve-password with MD5 passwords and refuses clear text', () => {
    const body = {
      phone: '13800138000',
      smsId: 'id-1',
      smsValue: '123456',
      newPassword: md5,
      newPassword1: md5,
    };
    expect(systemApi.retrievePassword.input.safeParse(body).success).toBe(true);
    expect(systemApi.retrievePassword.input.safeParse({ ...body, newPassword: 'secret' }).success).toBe(
      false,
    );
    expect(systemApi.retrievePassword.input.safeParse({ ...body, phone: '12800138000' }).success).toBe(false);
  });

  it('refuses unknown profile fields and non-http avatars', () => {
    expect(systemApi.updateUserInfo.input.safeParse({ realName: '张三', sex: '1' }).success).toBe(true);
    expect(systemApi.updateUserInfo.input.safeParse({ tenantId: '000001' }).success).toBe(false);
    expect(systemApi.updateUserInfo.input.safeParse({ avatar: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('checks the tenant admin lookup and the organisation form', () => {
    expect(systemApi.tenantAdmin.input.safeParse({ tenantId: '000000' }).success).toBe(true);
    expect(systemApi.tenantAdmin.input.safeParse({ tenantId: '0' }).success).toBe(false);
    expect(systemApi.orgSubmit.input.parse({ orgName: '某某科技', type: '2' }).type).toBe(2);
    expect(systemApi.orgSubmit.input.safeParse({ orgName: '', type: 2 }).success).toBe(false);
    expect(systemApi.orgSubmit.input.safeParse({ orgName: '某某', type: 4 }).success).toBe(false);
  });

  it('bounds feedback content', () => {
    expect(systemApi.feedbackSubmit.input.safeParse({ content: '页面加载慢' }).success).toBe(true);
    expect(systemApi.feedbackSubmit.input.safeParse({ content: ' ' }).success).toBe(false);
    expect(systemApi.feedbackSubmit.input.safeParse({ content: 'x'.repeat(501) }).success).toBe(false);
  });
});
