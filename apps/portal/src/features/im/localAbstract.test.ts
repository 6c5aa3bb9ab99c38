import { afterEach, describe, expect, it } from 'vitest';
import { abstractOf } from '@platform/contracts/im/abstract';
import { changeLanguage, i18n } from '../../shared/i18n';
import './i18n';
import { localAbstract } from './localAbstract';

afterEach(() => changeLanguage('zh'));
const line = (abstract: string, fromSystem = false) =>
  localAbstract(abstract, fromSystem, i18n.t.bind(i18n), i18n.language);

describe('localAbstract', () => {
  it('keeps the stored line in Chinese', () => {
    expect(line(abstractOf('image', {}))).toBe('[图片]');
    expect(line('您有 3 条待办', true)).toBe('您有 3 条待办');
  });

  it('names the kinds in English and keeps what people wrote', () => {
    changeLanguage('en');
    expect(line(abstractOf('image', {}))).toBe('[Image]');
    expect(line(abstractOf('file', { name: '合同.pdf' }))).toBe('[File] 合同.pdf');
    expect(line(abstractOf('custom', { kind: 'workReminder' }), true)).toBe('[Work reminder]');
    expect(line('你好', false)).toBe('你好');
    // A system message's Chinese summary is ours, not a person's: it reads as a notice.
    expect(line('【政企通】您的诉求已受理', true)).toBe('[System notice]');
    expect(line('Done', true)).toBe('Done');
  });
});
