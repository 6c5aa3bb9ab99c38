import { describe, expect, it } from 'vitest';
import { publishErrorsOf } from './publishErrors';

describe('publishErrorsOf', () => {
  it('reads the sensitive words after the message, zh and en', () => {
    expect(publishErrorsOf('内容包含敏感词，请修改后再提交: 传销、非法集资', 'zh')).toEqual({
      general: '内容包含敏感词，请修改后再提交',
      sensitiveWords: ['传销', '非法集资'],
      fields: {},
    });
    expect(
      publishErrorsOf(
        'The publication contains sensitive words; please change them and try again: 传销',
        'en',
      ).sensitiveWords,
    ).toEqual(['传销']);
  });

  it("places each publish check at its field or at the kind's fields", () => {
    expect(publishErrorsOf('请输入标题', 'zh')).toEqual({ fields: { title: '请输入标题' } });
    expect(publishErrorsOf('请输入正文', 'zh')).toEqual({ fields: { body: '请输入正文' } });
    expect(publishErrorsOf('项目需填写所属行业、地区和金额', 'zh')).toEqual({
      fields: { kindFields: '项目需填写所属行业、地区和金额' },
    });
    expect(publishErrorsOf('政策解读需填写所属地区', 'zh')).toEqual({
      fields: { regionCode: '政策解读需填写所属地区' },
    });
  });

  it('places validation issues at their fields and keeps the others for the form', () => {
    expect(
      publishErrorsOf(
        '请求参数不正确: title: Too big: expected string to have <=100 characters; activityEnd: an activity ends after it starts; x.y: bad',
        'zh',
      ),
    ).toEqual({
      general: '请求参数不正确: x.y: bad',
      fields: {
        title: 'Too big: expected string to have <=100 characters',
        activityEnd: 'an activity ends after it starts',
      },
    });
  });

  it('shows any other message as it came', () => {
    expect(publishErrorsOf('只能操作自己发布的内容', 'zh')).toEqual({
      general: '只能操作自己发布的内容',
      fields: {},
    });
  });
});
