import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dailyPrice, intervalOf } from './catalog';
import { chinaDate, chinaDateTime, newTradeNo } from './format';
import { checkoutOrigin, lanAddress } from './origin';

const request = (host: string, protocol = 'http') => ({ host, protocol }) as FastifyRequest;

describe('pay helpers', () => {
  it('makes unguessable trade numbers within WeChat 32 characters', () => {
    const a = newTradeNo('P', new Date('2026-01-01T00:00:00Z'));
    expect(a).toMatch(/^P20260101080000[0-9A-Z]{12}$/);
    expect(newTradeNo('W')).not.toBe(newTradeNo('W'));
  });

  it('writes China time and goods durations', () => {
    expect(chinaDateTime(new Date('2026-06-30T16:30:00Z'))).toBe('2026-07-01 00:30:00');
    expect(chinaDate('2026-06-30T16:30:00Z')).toBe('2026-07-01');
    expect(intervalOf('1年')).toBe('1 years');
    expect(intervalOf('6月')).toBe('6 months');
    expect(intervalOf('7天')).toBe('7 days');
    expect(() => intervalOf('1周')).toThrow();
    expect(dailyPrice({ price_fen: 198000, time_value: 1, time_unit: '年' })).toBe(5.42);
  });

  it('points the sandbox QR at the configured origin, else the request, a loopback host at the LAN', () => {
    expect(checkoutOrigin(request('localhost:3000'), 'https://pay.example.com', true)).toBe(
      'https://pay.example.com',
    );
    expect(checkoutOrigin(request('portal.example.com', 'https'), undefined, true)).toBe(
      'https://portal.example.com',
    );
    expect(checkoutOrigin(request('localhost:3000'), undefined, false)).toBe('http://localhost:3000');
    const lan = lanAddress();
    expect(checkoutOrigin(request('localhost:3000'), undefined, true)).toBe(
      lan ? `http://${lan}:3000` : 'http://localhost:3000',
    );
  });
});
