import { describe, expect, it } from 'vitest';
import { dictionaryLabel } from '../locale/dictionary';
import {
  avatarSource,
  capabilityLevel,
  capabilityLevelName,
  cutCompanyName,
  cutName,
  cutPost,
  fieldTagsShown,
  formatPercent,
  formatThousands,
  formatWan,
  formatWanAmount,
  highlightParts,
  isCancelledOrRevoked,
  isOperating,
  maskAddress,
  maskContact,
  maskEmail,
  maskName,
  maskPhone,
  phoneError,
  qualificationTagsShown,
  relativeChange,
  scaleTagShown,
  splitTags,
} from './index';

describe('number formatting', () => {
  it('adds thousands separators', () => {
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(-1234.5)).toBe('-1,234.5');
    expect(formatThousands('9876543.219', 2)).toBe('9,876,543.22');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(null)).toBe('-');
    expect(formatThousands('abc')).toBe('-');
  });
  it('abbreviates at 万 and 亿', () => {
    expect(formatWan(9999)).toBe('9999');
    expect(formatWan(10000)).toBe('1万');
    expect(formatWan(123456)).toBe('12.35万');
    expect(formatWan(100_000_000)).toBe('1亿');
    expect(formatWan(256_780_000)).toBe('2.57亿');
    expect(formatWan(-35000)).toBe('-3.5万');
  });
  it('abbreviates in English at thousands, millions and billions', () => {
    expect(formatWan(9999, 2, 'en')).toBe('10K');
    expect(formatWan(123456, 2, 'en')).toBe('123.46K');
    expect(formatWan(256_780_000, 2, 'en')).toBe('256.78M');
    expect(formatWan(-35000, 2, 'en')).toBe('-35K');
    expect(formatWan(null, 2, 'en')).toBe('-');
  });
  it('shows an amount in 万 as 万 in Chinese and as yuan in English', () => {
    expect(formatWanAmount(5000)).toBe('5,000万');
    expect(formatWanAmount(5000, 'en')).toBe('CNY 50M');
    expect(formatWanAmount(12.5, 'en')).toBe('CNY 125K');
    expect(formatWanAmount('', 'en')).toBe('-');
    expect(formatWanAmount(160, 'zh', '人民币')).toBe('160万人民币');
    expect(formatWanAmount(160, 'en', '人民币')).toBe('CNY 1.6M');
    expect(formatWanAmount(50, 'en', '美元')).toBe('USD 500K');
  });
  it('names dictionary values in English and keeps unknown ones', () => {
    expect(dictionaryLabel('在营', 'en')).toBe('Operating');
    expect(dictionaryLabel('民营企业', 'en')).toBe('Private');
    expect(dictionaryLabel('A股', 'en')).toBe('A-share');
    expect(dictionaryLabel('在营', 'zh')).toBe('在营');
    expect(dictionaryLabel('新能源汽车', 'en')).toBe('新能源汽车');
  });
  it('formats two-decimal percentages', () => {
    expect(formatPercent(0.12345)).toBe('12.35%');
    expect(formatPercent(12.345, false)).toBe('12.35%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(undefined)).toBe('-');
  });
});

describe('masking', () => {
  it('masks phone 3 + **** + 4', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('')).toBe('');
  });
  it('masks email with 8 asterisks before @', () => {
    expect(maskEmail('zhang.san@example.com')).toBe('********@example.com');
    expect(maskEmail('a@b.cn')).toBe('********@b.cn');
  });
  it('masks address with 11 asterisks', () => {
    expect(maskAddress('北京市海淀区中关村大街1号')).toBe('***********');
    expect(maskAddress('')).toBe('');
  });
  it('masks names', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
    expect(maskName('王小明')).toBe('王*明');
    expect(maskName('13812345678')).toBe('138****5678');
    expect(maskName('李')).toBe('李');
  });
  it('masks a contact only when encrypted and not the owner', () => {
    const c = { phone: '13812345678', email: 'a@b.cn', address: '上海' };
    expect(maskContact(c, true, false)).toEqual({
      phone: '138****5678',
      email: '********@b.cn',
      address: '***********',
    });
    expect(maskContact(c, true, true)).toBe(c);
    expect(maskContact(c, false, false)).toBe(c);
  });
});

describe('capability level', () => {
  it.each([
    [0, 1],
    [49, 1],
    [50, 2],
    [99, 2],
    [100, 3],
    [450, 6],
    [799, 9],
    [800, 10],
    [899, 10],
    [900, 10],
    [2000, 10],
  ])('score %d -> level %d', (score, level) => {
    expect(capabilityLevel(score)).toBe(level);
  });
  it('names levels', () => {
    expect(capabilityLevelName(10)).toBe('初创型');
    expect(capabilityLevelName(650)).toBe('高质量发展型');
    expect(capabilityLevelName(550)).toBe('高速发展型');
    expect(capabilityLevelName(950)).toBe('优质引领型');
  });
});

describe('string cuts', () => {
  it('cuts names after 8 and posts at 4', () => {
    expect(cutName('一二三四五六七八九')).toBe('一二三四五六七八...');
    expect(cutName('张三')).toBe('张三');
    expect(cutPost('高级产品经理')).toBe('高级产品...');
    expect(cutPost('经理')).toBe('经理');
  });
  it('cuts company names at 21 and shows - - when empty', () => {
    const long = '北京字节跳动网络技术有限公司上海分公司第二研发中心';
    expect(cutCompanyName(long)).toBe(Array.from(long).slice(0, 21).join('') + '...');
    expect(cutCompanyName('华为技术有限公司')).toBe('华为技术有限公司');
    expect(cutCompanyName('')).toBe('- -');
    expect(cutCompanyName(null)).toBe('- -');
  });
});

describe('phone validation', () => {
  it('gives the spec messages in order', () => {
    expect(phoneError('')).toBe('手机号码不能为空');
    expect(phoneError('1381234')).toBe('手机号码长度不为11位');
    expect(phoneError('12812345678')).toBe('手机号码格式不正确');
    expect(phoneError('+8613812345678')).toBe('');
  });
});

describe('avatar and series', () => {
  it('accepts only http, https and // sources', () => {
    expect(avatarSource('https://a/b.png')).toBe('https://a/b.png');
    expect(avatarSource('//cdn/b.png')).toBe('//cdn/b.png');
    expect(avatarSource('data:image/png;base64,xx')).toBeNull();
    expect(avatarSource('')).toBeNull();
    expect(avatarSource('/api/platform-resource/file/7')).toBe('/api/platform-resource/file/7');
    expect(avatarSource('javascript:alert(1)')).toBeNull();
  });
  it('computes change relative to the first point', () => {
    expect(relativeChange([10, 11, 9.5])).toEqual([0, 10, -5]);
    expect(relativeChange([])).toEqual([]);
  });
});

describe('enterprise header rules', () => {
  it('shows at most 3 qualification tags and hides 大型企业 next to 科技型中小企业', () => {
    expect(qualificationTagsShown('高新技术企业,专精特新,科技型中小企业,大型企业')).toEqual([
      '高新技术企业',
      '专精特新',
      '科技型中小企业',
    ]);
    expect(qualificationTagsShown('大型企业,科技型中小企业,瞪羚企业,独角兽')).toEqual([
      '科技型中小企业',
      '瞪羚企业',
      '独角兽',
    ]);
    expect(qualificationTagsShown('大型企业,高新技术企业,瞪羚企业,科技型中小企业')).toEqual([
      '大型企业',
      '高新技术企业',
      '瞪羚企业',
    ]);
    expect(qualificationTagsShown('')).toEqual([]);
  });
  it('reads status', () => {
    expect(isOperating('在营')).toBe(true);
    expect(isOperating('存续')).toBe(false);
    expect(isCancelledOrRevoked('注销')).toBe(true);
    expect(isCancelledOrRevoked('吊销，未注销')).toBe(true);
    expect(isCancelledOrRevoked('在营')).toBe(false);
  });
});

describe('profile card tag rules', () => {
  it('splits comma lists and arrays', () => {
    expect(splitTags('a, b，c,,')).toEqual(['a', 'b', 'c']);
    expect(splitTags([' x ', ''])).toEqual(['x']);
    expect(splitTags(null)).toEqual([]);
  });
  it('hides a large-enterprise scale tag next to 科技型中小企业 in the first 3', () => {
    expect(scaleTagShown('大型企业', ['高新技术企业', '科技型中小企业'])).toBe('');
    expect(scaleTagShown('大型', '专精特新,科技型中小企业')).toBe('');
    expect(scaleTagShown('大型企业', ['a', 'b', 'c', '科技型中小企业'])).toBe('大型企业');
    expect(scaleTagShown('中型企业', ['科技型中小企业'])).toBe('中型企业');
  });
  it('shows up to 20 industry and technology tags', () => {
    const many = Array.from({ length: 15 }, (_, i) => `t${i}`);
    expect(
      fieldTagsShown(
        many,
        many.map((t) => `x${t}`),
      ),
    ).toHaveLength(20);
    expect(fieldTagsShown('a,b', ['b', 'c'])).toEqual(['a', 'b', 'c']);
  });
  it('splits text around a keyword, case-insensitively', () => {
    expect(highlightParts('北京字节跳动字节', '字节')).toEqual([
      { text: '北京', match: false },
      { text: '字节', match: true },
      { text: '跳动', match: false },
      { text: '字节', match: true },
    ]);
    expect(highlightParts('ABC abc', 'b')).toEqual([
      { text: 'A', match: false },
      { text: 'B', match: true },
      { text: 'C a', match: false },
      { text: 'b', match: true },
      { text: 'c', match: false },
    ]);
    expect(highlightParts('<b>x</b>', '')).toEqual([{ text: '<b>x</b>', match: false }]);
    expect(highlightParts('', 'x')).toEqual([]);
  });
});
