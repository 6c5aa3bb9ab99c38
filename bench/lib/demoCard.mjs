// A demo user's public card, found through the API of a running server (the demo data's lina):
// the benches that open /businessCard/view need its id and holder's name.
import { createHash } from 'node:crypto';

const ACCOUNT = 'lina';
const PASSWORD = 'Demo@2026';
const BASIC = `Basic ${Buffer.from('portal:portal_public').toString('base64')}`;
const md5 = (s) => createHash('md5').update(s).digest('hex');

async function call(base, method, url, { headers = {}, body } = {}) {
  const res = await fetch(`${base}${url}`, { method, headers, body });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

async function login(base) {
  const json = { 'content-type': 'application/json' };
  const puzzle = await call(base, 'POST', '/api/platform-auth/captcha/get', { headers: json, body: '{}' });
  const { token } = puzzle.data;
  const answer = await call(base, 'GET', `/api/platform-auth/captcha/test-answer?token=${token}`);
  const check = await call(base, 'POST', '/api/platform-auth/captcha/check', {
    headers: json,
    body: JSON.stringify({
      captchaType: 'blockPuzzle',
      token,
      pointJson: JSON.stringify({ x: answer.data.x, y: answer.data.y }),
    }),
  });
  const grant = await call(base, 'POST', '/api/platform-auth/oauth/token', {
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: ACCOUNT,
      password: md5(PASSWORD),
      captchaVerification: check.data.captchaVerification,
    }).toString(),
  });
  return grant.access_token;
}

/** lina's first open card (else her first card): `{ id, userName, ... }`. */
export async function demoPublicCard(base) {
  const token = await login(base);
  const list = await call(base, 'GET', '/api/platform-vcard/vcard/getMyValidCardBasicInfoList', {
    headers: { authorization: `Bearer ${token}` },
  });
  const card = list.data.find((c) => c.ifOpened) ?? list.data[0];
  if (!card) throw new Error(`${ACCOUNT} has no card in the demo data`);
  return { ...card, account: ACCOUNT };
}
