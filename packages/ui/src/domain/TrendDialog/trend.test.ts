import { describe, expect, it } from 'vitest';
import { trendSource, trendText } from './trend';

describe('trend helpers', () => {
  it('picks publisher, then web source, then original source', () => {
    expect(trendSource({ publisher: '日报', webSource: '网' })).toBe('日报');
    expect(trendSource({ publisher: ' ', webSource: '网', initSource: '源' })).toBe('网');
    expect(trendSource({ initSource: '源' })).toBe('源');
    expect(trendSource({})).toBe('');
  });
  it('turns markup into text with paragraph breaks', () => {
    expect(trendText('<p>一&nbsp;二</p><p>三<br/>四</p><script>x</script>')).toBe('一 二\n三\n四\nx');
    expect(trendText('a &lt;b&gt; &amp; c')).toBe('a <b> & c');
    expect(trendText(null)).toBe('');
  });
});
