import { describe, expect, it } from 'vitest';
import { contentOf } from './toMessageItem';

const nameOf = (id: string) => id;
const custom = (kind: string, data: unknown, description = '【某】旧消息') =>
  contentOf('custom', { kind, data, description }, nameOf, '0');

/** The system account's 政企通 and 会员管理 notices: drawn from their data in the reader's language. */
describe('system notices', () => {
  it('maps a desk notice and an appeal update', () => {
    expect(
      custom('govNotice', {
        noticeId: '7',
        category: 'policy',
        deskName: '西湖区政企服务中心',
        title: '申报通知',
        excerpt: '请于月底前申报。',
        path: '/serve/govAppeal?tab=notices',
      }),
    ).toEqual({
      type: 'systemNotice',
      notice: {
        kind: 'govNotice',
        from: '西湖区政企服务中心',
        category: 'policy',
        title: '申报通知',
        excerpt: '请于月底前申报。',
        href: '/serve/govAppeal?tab=notices',
      },
    });
    expect(
      custom('govAppeal', {
        appealId: '3',
        state: 'rejected',
        deskName: '西湖区政企服务中心',
        title: '用地指标',
        reply: '不属于本区受理范围',
        path: '/serve/govAppeal',
      }),
    ).toEqual({
      type: 'systemNotice',
      notice: {
        kind: 'govAppeal',
        from: '西湖区政企服务中心',
        state: 'rejected',
        title: '用地指标',
        reply: '不属于本区受理范围',
        href: '/serve/govAppeal',
      },
    });
  });

  it('maps a dues reminder and an association event', () => {
    expect(
      custom('assocDues', {
        duesId: '9',
        associationName: '苏州星链产业服务有限公司',
        companyName: '苏州汇川联合动力系统有限公司',
        year: 2026,
        amountFen: 800050,
        dueDate: '2026-11-25',
        overdue: true,
      }),
    ).toEqual({
      type: 'systemNotice',
      notice: {
        kind: 'assocDues',
        from: '苏州星链产业服务有限公司',
        companyName: '苏州汇川联合动力系统有限公司',
        year: 2026,
        amountFen: 800050,
        dueDate: '2026-11-25',
        overdue: true,
      },
    });
    expect(
      custom('assocNotice', {
        postId: '1',
        publicationId: '42',
        postKind: 'activity',
        associationName: '苏州星链产业服务有限公司',
        title: '供需对接会',
        activityStart: '2026-12-05 09:00',
        activityEnd: '2026-12-05 17:00',
        activityPlace: '苏州国际博览中心',
        path: '/publicationDetail/index?id=42',
      }),
    ).toEqual({
      type: 'systemNotice',
      notice: {
        kind: 'assocNotice',
        from: '苏州星链产业服务有限公司',
        postKind: 'activity',
        title: '供需对接会',
        start: '2026-12-05 09:00',
        end: '2026-12-05 17:00',
        place: '苏州国际博览中心',
        href: '/publicationDetail/index?id=42',
      },
    });
    expect(
      custom('companyWatch', {
        day: '2026-11-28',
        events: 3,
        companies: 2,
        items: [{ companyId: 'c1', companyName: '甲公司', kind: 'capital', changedOn: '2026-11-27' }],
        path: '/serve/compTracking',
      }),
    ).toEqual({
      type: 'systemNotice',
      notice: {
        kind: 'companyWatch',
        day: '2026-11-28',
        events: 3,
        companies: 2,
        items: [{ companyId: 'c1', companyName: '甲公司', kind: 'capital', changedOn: '2026-11-27' }],
        href: '/serve/compTracking',
      },
    });
    // 产业追踪's digest says so; any other source reads as 企业监控's.
    expect(
      custom('companyWatch', {
        day: '2026-11-28',
        events: 1,
        companies: 1,
        items: [],
        path: '/serve/induTracking',
        source: 'industry',
      }),
    ).toMatchObject({ notice: { href: '/serve/induTracking', source: 'industry' } });
    expect(
      custom('companyWatch', { day: '2026-11-28', events: 1, companies: 1, items: [], source: 'other' }),
    ).not.toHaveProperty('notice.source');
    // A notice (article) has no time or place; odd values are left out, not shown.
    expect(
      custom('assocNotice', {
        postKind: 'article',
        title: '年会通知',
        activityStart: null,
        activityPlace: 5,
        path: '/publicationDetail/index?id=43',
      }),
    ).toMatchObject({
      type: 'systemNotice',
      notice: { postKind: 'article', title: '年会通知', start: undefined, place: undefined },
    });
  });

  it('reads defensively: an old message without data shows its text, odd values fall back', () => {
    expect(custom('govNotice', undefined, '【西湖区】旧通知')).toEqual({
      type: 'text',
      text: '【西湖区】旧通知',
    });
    // The old dues payload (amount in yuan, no fen): its text.
    expect(custom('assocDues', { duesId: '9', amount: 8000.5, dueDate: '2026-11-25' })).toEqual({
      type: 'text',
      text: '【某】旧消息',
    });
    expect(custom('govAppeal', { title: 'x', state: 'closed' })).toEqual({
      type: 'text',
      text: '【某】旧消息',
    });
    expect(custom('assocDues', { amountFen: '100', year: 2026, dueDate: '2026-11-25' }, '')).toEqual({
      type: 'unsupported',
    });
    expect(custom('govNotice', { title: 't', category: 'x', path: 42 })).toMatchObject({
      notice: { category: 'notice', href: '', from: '', excerpt: '' },
    });
  });
});
