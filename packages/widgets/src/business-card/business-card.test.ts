import { ResultCode } from '@platform/contracts/codes';
import { cardDetail } from '@platform/contracts/test/answers';
import { attentionUserRoutes, vcardRoutes } from '@platform/contracts/vcard/routes';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../session';
import { collectEvents, placeElement, shadowButtons, shadowText, until } from '../test/elements';
import { fakePlatform, fakeWidgetToken, type FakePlatform } from '../test/fakePlatform';
import { defineBusinessCard } from './index';

const PLATFORM = 'https://platform.example.com';
const DETAIL = `GET ${vcardRoutes.getVcardDetailById.path}`;
const DYNAMICS = `POST ${vcardRoutes.relatedDynamicPage.path}`;
const FOLLOW = `POST ${attentionUserRoutes.attentionUserSave.path}`;
const SAVE = `POST ${vcardRoutes.saveVcardsToMyFolder.path}`;

/** Another user's card, masked as the server sends it to a visitor. */
const visitorCard = (id: string, userName: string) =>
  cardDetail({ id, userName, userId: `owner-${id}`, isOwner: false, phone: '138****5678' });

// The chunk's first import (the ui kit, transformed on the fly) takes seconds; the tests time behaviour.
beforeAll(() => import('./view'), 30_000);

let platform: FakePlatform;
beforeEach(() => {
  platform = fakePlatform({
    [DETAIL]: ({ query }) => {
      const id = query.get('vcardId');
      if (id === '9001') return { data: visitorCard('9001', '李娜') };
      if (id === '9002') return { data: visitorCard('9002', '王强') };
      if (id === '9004') return { data: { ...visitorCard('9004', '赵敏'), isAttention: true } };
      if (id === '9003') return { data: { id: '9003', unavailable: 'private' } };
      return { code: ResultCode.BAD_REQUEST, msg: '名片不存在', status: 400 };
    },
    [DYNAMICS]: { data: { records: [], total: 0, current: 1, size: 10, pages: 0 } },
    [FOLLOW]: { data: null },
    [SAVE]: { data: null },
  });
  vi.stubGlobal('fetch', platform.fetch);
  defineBusinessCard({ apiBase: PLATFORM });
});
afterEach(() => {
  document.body.innerHTML = '';
  setSession(PLATFORM, null);
  vi.unstubAllGlobals();
});

const button = (el: HTMLElement, name: string) => shadowButtons(el).find((b) => b.textContent === name);
const card = (attributes: Record<string, string>) => placeElement('pf-business-card', attributes);

describe('<pf-business-card>', () => {
  it('shows the card the server masked, and another one when vcard-id changes, as attribute or property', async () => {
    const el = card({ 'vcard-id': '9001' });
    await until(() => shadowText(el).includes('李娜'), 'the card');
    expect(shadowText(el)).toContain('138****5678');
    expect(platform.to(DETAIL)[0]!.query.get('vcardId')).toBe('9001');

    el.setAttribute('vcard-id', '9002');
    await until(() => shadowText(el).includes('王强'), 'the second card');
    (el as HTMLElement & { vcardId: string }).vcardId = '9001';
    await until(() => shadowText(el).includes('李娜'), 'the card set as a property');
    expect(el.getAttribute('vcard-id')).toBe('9001');
  });

  it('speaks the locale attribute and sends it to the server', async () => {
    const el = card({ 'vcard-id': '9001', locale: 'en' });
    await until(() => !!button(el, 'Follow'), 'the English actions');
    expect(platform.to(DETAIL)[0]!.headers.get('accept-language')).toBe('en');
    el.setAttribute('locale', 'zh');
    await until(() => !!button(el, '关注'), 'the Chinese actions');
  });

  it('explains a missing attribute, a private card and an unknown one, with pf-error', async () => {
    const errors = collectEvents('pf-error');
    const none = card({});
    await until(() => shadowText(none).includes('缺少 vcard-id 属性'), 'the missing-id notice');

    const hidden = card({ 'vcard-id': '9003' });
    await until(() => shadowText(hidden).includes('该名片已设为私密'), 'the private notice');
    const unknown = card({ 'vcard-id': '404404' });
    await until(() => shadowText(unknown).includes('未找到该名片'), 'the not-found notice');
    expect(errors.map((e) => e.detail.name)).toEqual(['CardUnavailable', 'WidgetApiError']);
    expect(errors.every((e) => e.bubbles && e.composed)).toBe(true);
  });

  it('takes markup in an attribute as text', async () => {
    const el = card({ 'vcard-id': '<img src=x onerror="globalThis.hacked=1">' });
    await until(() => shadowText(el).includes('未找到该名片'), 'the not-found notice');
    expect(platform.to(DETAIL)[0]!.query.get('vcardId')).toBe('<img src=x onerror="globalThis.hacked=1">');
    expect(el.shadowRoot!.querySelector('img[src="x"]')).toBeNull();
    expect((globalThis as { hacked?: number }).hacked).toBeUndefined();
  });

  it('follows with the token the partner set, and tells the page with pf-follow', async () => {
    const follows = collectEvents('pf-follow');
    // One token: a second one made a second later would carry another expiry.
    const token = fakeWidgetToken('visitor-1');
    const el = card({ 'vcard-id': '9001', token });
    await until(() => !!button(el, '关注'), 'the follow button');
    button(el, '关注')!.click();
    await until(() => !!button(el, '已关注'), 'the followed state');
    expect(button(el, '已关注')!.getAttribute('aria-pressed')).toBe('true');
    const [request] = platform.to(FOLLOW);
    expect(request!.body).toEqual({ userId: 'owner-9001', attention: true });
    expect(request!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(follows.map((e) => e.detail)).toEqual([{ vcardId: '9001', userId: 'owner-9001', followed: true }]);
  });

  it('starts from the relation the server sent: a followed owner shows 已关注', async () => {
    const el = card({ 'vcard-id': '9004' });
    await until(() => shadowText(el).includes('赵敏'), 'the card');
    expect(button(el, '已关注')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('asks the page for a user with pf-login-required, and resumes the action once a token is set', async () => {
    const el = card({ 'vcard-id': '9001' });
    const asked: CustomEvent[] = [];
    document.addEventListener(
      'pf-login-required',
      (event) => {
        asked.push(event as CustomEvent);
        event.preventDefault(); // the partner signs its own user in
        setTimeout(() => ((el as HTMLElement & { token: string }).token = fakeWidgetToken('visitor-2')), 20);
      },
      { once: true },
    );
    const open = vi.spyOn(window, 'open');
    await until(() => !!button(el, '保存至名片夹'), 'the save button');
    button(el, '保存至名片夹')!.click();
    await until(() => shadowText(el).includes('已保存至名片夹'), 'the saved status');
    expect(asked[0]!.detail).toEqual({ action: 'save' });
    expect(asked[0]!.cancelable && asked[0]!.composed).toBe(true);
    expect(open).not.toHaveBeenCalled();
    expect(platform.to(SAVE)[0]!.body).toEqual({ cardIdList: ['9001'] });
  });

  it('hands 发消息 to the page as pf-message', async () => {
    const messages = collectEvents('pf-message');
    const el = card({ 'vcard-id': '9001', token: fakeWidgetToken('visitor-3') });
    await until(() => !!button(el, '发消息'), 'the message button');
    button(el, '发消息')!.click();
    await until(() => messages.length === 1, 'pf-message');
    expect(messages[0]!.detail).toEqual({ userId: 'owner-9001', vcardId: '9001' });
  });

  it('shows no actions on the visitor’s own card', async () => {
    platform = fakePlatform({
      [DETAIL]: { data: cardDetail({ isOwner: true }) },
      [DYNAMICS]: { data: { records: [], total: 0, current: 1, size: 10, pages: 0 } },
    });
    vi.stubGlobal('fetch', platform.fetch);
    const el = card({ 'vcard-id': '9001' });
    await until(() => shadowText(el).includes('李娜'), 'the card');
    expect(button(el, '关注')).toBeUndefined();
  });
});
