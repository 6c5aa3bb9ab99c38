import { describe, expect, it } from 'vitest';
import { isAccepted, toMb } from './accept';

describe('isAccepted', () => {
  it('matches extensions case-insensitively, MIME types and wildcards', () => {
    expect(isAccepted({ name: '营业执照.PDF', type: 'application/pdf' }, ['.pdf'])).toBe(true);
    expect(isAccepted({ name: 'a.png', type: 'image/png' }, ['image/*'])).toBe(true);
    expect(isAccepted({ name: 'a.exe', type: 'application/x-msdownload' }, ['.pdf', 'image/*'])).toBe(false);
    expect(isAccepted({ name: 'any', type: '' }, [])).toBe(true);
  });

  it('prints sizes in MB', () => {
    expect(toMb(5 * 1024 * 1024)).toBe(5);
    expect(toMb(1.5 * 1024 * 1024)).toBe(1.5);
  });
});
