import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
import { phoneMessageKey } from './phoneMessage';

const zh = (value: string) => {
  const key = phoneMessageKey(value);
  return key ? i18n.t(key, { lng: 'zh' }) : null;
};

describe('phone validation (spec 1 §5)', () => {
  it('requires a phone', () => {
    expect(zh('')).toBe('手机号码不能为空');
    expect(zh('   ')).toBe('手机号码不能为空');
  });
  it('requires 11 digits', () => {
    expect(zh('1380000000')).toBe('手机号码长度不为11位');
    expect(zh('138000000001')).toBe('手机号码长度不为11位');
  });
  it('requires a valid pattern', () => {
    expect(zh('12800000000')).toBe('手机号码格式不正确');
    expect(zh('23800000000')).toBe('手机号码格式不正确');
  });
  it('accepts valid numbers with an optional +86 or 0086', () => {
    expect(zh('13800000000')).toBeNull();
    expect(zh('+8613800000000')).toBeNull();
    expect(zh('008619912345678')).toBeNull();
  });
});
