import { describe, expect, it } from 'vitest';
import { changeTagLabel, pendingCount } from './reminder';

describe('card-update reminder data', () => {
  it('reads industry names from the industry-layout JSON list', () => {
    expect(changeTagLabel('industrLayoutList', '[{"industryName":"集成电路"}]')).toBe('集成电路');
    expect(changeTagLabel('industrLayoutList', 'not json')).toBe('not json');
    expect(changeTagLabel('techFieldTags', '[{"industryName":"x"}]')).toBe('[{"industryName":"x"}]');
  });
  it('counts pending tags', () => {
    expect(
      pendingCount([{ changeTagCode: 'techFieldTags', contentList: [{ tagName: 'a' }, { tagName: 'b' }] }]),
    ).toBe(2);
  });
});
