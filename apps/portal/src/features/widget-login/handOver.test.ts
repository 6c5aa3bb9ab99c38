import { describe, expect, it, vi } from 'vitest';
import { TOKEN_MESSAGE, handOver, partnerOrigin } from './handOver';

describe('the widget login popup hand-over', () => {
  it('takes only an exact origin from the query', () => {
    expect(partnerOrigin('?origin=https%3A%2F%2Fpartner.example')).toBe('https://partner.example');
    expect(partnerOrigin('?origin=http%3A%2F%2F127.0.0.1%3A8080')).toBe('http://127.0.0.1:8080');
    expect(partnerOrigin('?origin=https%3A%2F%2Fpartner.example%2Fpath')).toBeNull();
    expect(partnerOrigin('?origin=javascript%3Aalert(1)')).toBeNull();
    expect(partnerOrigin('?origin=*')).toBeNull();
    expect(partnerOrigin('')).toBeNull();
  });

  it("posts the token to the partner's origin only", () => {
    const opener = { postMessage: vi.fn() };
    const session = { token: 'a.b.c', userId: '1000000000000000002', expiresAt: 1 };
    handOver(opener, 'https://partner.example', session);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: TOKEN_MESSAGE, session },
      'https://partner.example',
    );
  });
});
