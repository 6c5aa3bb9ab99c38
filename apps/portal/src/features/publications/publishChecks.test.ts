import { describe, expect, it } from 'vitest';
import type { RichDocument } from '@platform/contracts/content/types';
import { publishChecks } from './publishChecks';
import { emptyDraft, type PublicationDraft } from './publicationDraft';

const body = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: '正文' }] }],
} as RichDocument;
const ready = (patch: Partial<PublicationDraft>): PublicationDraft => ({
  ...emptyDraft(null),
  title: '标题',
  body,
  ...patch,
});

describe('publishChecks', () => {
  it('needs a title and a body with text', () => {
    expect(publishChecks(emptyDraft(null), 'zh')).toEqual({ title: '请输入标题', body: '请输入正文' });
    expect(publishChecks(ready({}), 'zh')).toEqual({});
  });

  it("needs a project's industry, region and amount, and a policy's region", () => {
    expect(
      publishChecks(ready({ kind: 'project', industryCode: 'C39', regionCode: '330100' }), 'en'),
    ).toEqual({
      kindFields: 'A project needs its industry, region and amount',
    });
    expect(
      publishChecks(
        ready({ kind: 'project', industryCode: 'C39', regionCode: '330100', projectAmount: '0' }),
        'zh',
      ),
    ).toEqual({});
    expect(publishChecks(ready({ kind: 'policy' }), 'zh')).toEqual({ regionCode: '政策解读需填写所属地区' });
  });

  it("needs an activity's fields, ending after it starts and closing registration no later than the start", () => {
    const activity = ready({
      kind: 'activity',
      activityStart: '2026-12-01T09:30',
      activityEnd: '2026-12-01T17:00',
      activityPlace: '杭州',
      activityCapacity: '100',
    });
    expect(publishChecks(activity, 'zh')).toEqual({});
    expect(publishChecks({ ...activity, activityPlace: ' ' }, 'zh').kindFields).toMatch(/^活动需填写/);
    expect(publishChecks({ ...activity, activityEnd: '2026-12-01T09:30' }, 'zh').kindFields).toMatch(
      /^活动结束时间须晚于开始时间/,
    );
    expect(publishChecks({ ...activity, registrationDeadline: '2026-12-01T09:31' }, 'zh').kindFields).toMatch(
      /^活动结束时间须晚于开始时间/,
    );
    expect(publishChecks({ ...activity, registrationDeadline: '2026-12-01T09:30' }, 'zh')).toEqual({});
  });
});
