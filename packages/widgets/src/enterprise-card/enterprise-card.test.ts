import { bigdataRoutes } from '@platform/contracts/bigdata/routes';
import { ResultCode } from '@platform/contracts/codes';
import { systemRoutes } from '@platform/contracts/system/routes';
import { entDetail } from '@platform/contracts/test/answers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../session';
import { collectEvents, placeElement, shadowButtons, shadowText, until } from '../test/elements';
import { fakePlatform, fakeWidgetToken, type FakePlatform } from '../test/fakePlatform';
import { defineEnterpriseCard } from './index';

const PLATFORM = 'https://platform.example.com';
const DETAIL = `GET ${bigdataRoutes.entDetail.path}`;
const FOLLOW = `POST ${systemRoutes.followSave.path}`;

// The chunk's first import (the ui kit, transformed on the fly) takes seconds; the tests time behaviour.
beforeAll(() => import('./view'), 30_000);

let platform: FakePlatform;
beforeEach(() => {
  platform = fakePlatform({
    [DETAIL]: ({ query }) => {
      const id = query.get('companyId');
      if (id === '1000000001' || id === '91330100MA2B000000')
        return {
          data: entDetail({
            relatedCompany: [{ companyId: '1000000002', companyName: '甲投资有限公司', relation: '股东' }],
          }),
        };
      if (id === '1000000002') return { data: entDetail({ companyId: id, companyName: '甲投资有限公司' }) };
      return { code: ResultCode.BAD_REQUEST, msg: '企业不存在', status: 400 };
    },
    [FOLLOW]: { data: null },
  });
  vi.stubGlobal('fetch', platform.fetch);
  defineEnterpriseCard({ apiBase: PLATFORM });
});
afterEach(() => {
  document.body.innerHTML = '';
  setSession(PLATFORM, null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const buttons = shadowButtons;
const enterpriseCard = (attributes: Record<string, string>) => placeElement('pf-enterprise-card', attributes);

describe('<pf-enterprise-card>', () => {
  it('shows the company by company-id or by uscc, and follows a change of either', async () => {
    const el = enterpriseCard({ 'company-id': '1000000001' });
    await until(() => shadowText(el).includes('杭州云栖智造科技有限公司'), 'the company');
    el.setAttribute('company-id', '1000000002');
    await until(() => shadowText(el).includes('甲投资有限公司'), 'the second company');

    const byCode = enterpriseCard({ uscc: '91330100MA2B000000' });
    await until(() => shadowText(byCode).includes('杭州云栖智造科技有限公司'), 'the company by uscc');
    expect(platform.to(DETAIL).map((r) => r.query.get('companyId'))).toEqual([
      '1000000001',
      '1000000002',
      '91330100MA2B000000',
    ]);
  });

  it('explains a missing attribute and an unknown company, with pf-error', async () => {
    const errors = collectEvents('pf-error');
    const none = enterpriseCard({});
    await until(() => shadowText(none).includes('缺少 company-id 或 uscc 属性'), 'the missing-id notice');
    const unknown = enterpriseCard({ 'company-id': '404', locale: 'en' });
    await until(() => shadowText(unknown).includes('This company does not exist'), 'the not-found notice');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.detail).toMatchObject({ name: 'WidgetApiError', message: '企业不存在' });
  });

  it('follows with a signed-in user and tells the page with pf-follow', async () => {
    const follows = collectEvents('pf-follow');
    const el = enterpriseCard({ 'company-id': '1000000001', token: fakeWidgetToken('visitor-1') });
    await until(() => buttons(el).some((b) => b.textContent?.includes('关注')), 'the follow button');
    buttons(el)
      .find((b) => b.textContent?.includes('关注'))!
      .click();
    await until(() => follows.length === 1, 'pf-follow');
    expect(platform.to(FOLLOW)[0]!.body).toEqual({ companyId: '1000000001', attentionEnt: true });
    expect(follows[0]!.detail).toEqual({ companyId: '1000000001', followed: true });
  });

  it('lets the page show its own profile page: pf-open-profile is cancelable', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const el = enterpriseCard({ 'company-id': '1000000001' });
    await until(() => shadowText(el).includes('杭州云栖智造科技有限公司'), 'the company');
    // The related company's 查看详情 (its name follows for screen readers).
    const title = () => buttons(el).find((b) => b.textContent?.endsWith(' 甲投资有限公司'));
    document.addEventListener('pf-open-profile', (event) => event.preventDefault(), { once: true });
    const opened: CustomEvent[] = [];
    document.addEventListener('pf-open-profile', (event) => opened.push(event as CustomEvent), {
      once: true,
    });
    title()!.click();
    expect(opened[0]!.detail).toEqual({
      companyId: '1000000002',
      url: `${PLATFORM}/EntInfo/index?companyid=1000000002`,
    });
    expect(open).not.toHaveBeenCalled();

    title()!.click();
    expect(open).toHaveBeenCalledWith(`${PLATFORM}/EntInfo/index?companyid=1000000002`, '_blank', 'noopener');
  });
});
