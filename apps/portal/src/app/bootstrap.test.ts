import { describe, expect, it, vi } from 'vitest';
import { followHashLinks, normaliseEntryUrl } from './bootstrap';

describe('entry address', () => {
  it('turns an old hash link into its path and strips the token', () => {
    window.history.replaceState(null, '', '/#/entInfo/index?companyid=7');
    expect(normaliseEntryUrl()).toEqual({ token: null, search: '?companyid=7' });
    expect(window.location.pathname + window.location.search).toBe('/entInfo/index?companyid=7');
    window.history.replaceState(null, '', '/home/discover?token=abc&x=1');
    expect(normaliseEntryUrl()).toEqual({ token: 'abc', search: '?token=abc&x=1' });
    expect(window.location.search).toBe('?x=1');
  });

  it('follows hash links clicked inside the page', () => {
    const navigate = vi.fn();
    const stop = followHashLinks(navigate);
    window.history.replaceState(null, '', '/#/control/download');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(navigate).toHaveBeenCalledWith('/control/download');
    stop();
  });
});
