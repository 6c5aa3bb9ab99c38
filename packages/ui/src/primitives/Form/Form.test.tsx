import { describe, expect, it } from 'vitest';
import { validateField } from './rules';

const values = { phone: '', password: '' };

describe('validateField', () => {
  it('reports the required message first, then the first failing rule', () => {
    const rules = [{ required: true }, { pattern: /^1\d{10}$/, message: '手机号格式不正确' }];
    expect(validateField('', rules, values, '请输入手机号')).toBe('请输入手机号');
    expect(validateField('123', rules, values, '请输入手机号')).toBe('手机号格式不正确');
    expect(validateField('13800000000', rules, values, '请输入手机号')).toBeUndefined();
  });

  it('skips format rules on an empty optional field and runs custom checks', () => {
    const rules = [
      { minLength: 6, message: '至少 6 位' },
      { validate: (v: string) => (v === '123456' ? '太简单' : undefined) },
    ];
    expect(validateField('', rules, values, 'x')).toBeUndefined();
    expect(validateField('12345', rules, values, 'x')).toBe('至少 6 位');
    expect(validateField('123456', rules, values, 'x')).toBe('太简单');
  });
});
