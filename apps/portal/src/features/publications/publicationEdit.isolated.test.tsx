import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicationDetail } from '@platform/contracts/content';
import type { RichDocument } from '@platform/contracts/content/types';
import { installRequestEffects, requestEffects } from '../../shared/api/requestEffects';
import type { RouteMeta } from '../../shared/router/routeMeta';
import { STORAGE_KEYS } from '../../shared/session/storageKeys';
import { okReply as ok, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import PublicationEditPage from './PublicationEditPage';
import { AUTOSAVE_DELAY_MS } from './useAutosave';

/** Tiptap is not for jsdom: the body is a plain text box that reports a one-paragraph document. */
vi.mock('./BodyEditor', () => ({
  default: ({
    initialDocument,
    label,
    onChange,
  }: {
    initialDocument: RichDocument;
    label: string;
    onChange: (doc: RichDocument, problem: undefined) => void;
  }) => (
    <textarea
      aria-label={label}
      defaultValue={JSON.stringify(initialDocument).match(/"text":"([^"]*)"/)?.[1] ?? ''}
      onChange={(e: ChangeEvent<HTMLTextAreaElement>) =>
        onChange(
          {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: e.target.value }] }],
          } as RichDocument,
          undefined,
        )
      }
    />
  ),
}));

const P = '/api/platform-system/publication';
const original = { ...requestEffects() };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  installRequestEffects(original);
});

/** The page under a route with its meta, as the route table mounts it (the section is the flag). */
function renderPage(path: string, meta: RouteMeta = { title: 'publicationEdit', hidden: true }) {
  return renderWithApp(<PublicationEditPage />, signedInSession, path, {
    route: path.split('?')[0],
    meta,
    elsewhere: <p>elsewhere</p>,
  });
}

const TOKER: RouteMeta = { title: 'toker.publicationEdit', flag: 'toker', hidden: true };
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const pause = () => act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
const bodyOf = (call: { init: RequestInit } | undefined) =>
  JSON.parse(String(call?.init.body)) as Record<string, unknown>;
const status = () => screen.getByTestId('save-status');

const own: PublicationDetail = {
  id: '11',
  kind: 'activity',
  section: 'toker',
  visibility: 'signedIn',
  status: 'draft',
  title: '集成电路产业对接会',
  cover: null,
  summary: '',
  tags: ['集成电路'],
  industryCode: null,
  chainCode: 'IC',
  regionCode: '330100',
  projectAmount: null,
  activityStart: '2026-12-01T01:30:00.000Z',
  activityEnd: '2026-12-01T09:00:00.000Z',
  activityPlace: '杭州国际博览中心',
  activityCapacity: 100,
  registrationDeadline: null,
  viewCount: 0,
  likeCount: 0,
  collectCount: 0,
  commentCount: 0,
  registrationCount: 0,
  publishedAt: null,
  createdAt: '2026-11-20T02:00:00Z',
  updatedAt: '2026-11-20T02:00:00Z',
  author: { userId: 'u1', name: '李娜', avatar: '', tenantId: '200001', orgName: '示例科技' },
  withdrawnBy: null,
  withdrawReason: null,
  body: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: '欢迎参会' }] }],
  } as RichDocument,
  attachments: [],
  chainNodeId: null,
  isOwner: true,
  canModerate: false,
  authorCardId: null,
};

describe('publication edit', () => {
  it('creates a draft on the first pause, updates it on the next, and publishes into the detail page', async () => {
    const { fetchMock, calls } = stubApi({
      [`${P}/save`]: ok('77'),
      [`${P}/update`]: ok('77'),
      [`${P}/publish`]: ok(true),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderPage('/publicationEdit/index');
    const u = user();
    await u.type(await screen.findByRole('textbox', { name: '标题' }), '新能源产业链观察');
    await u.type(await screen.findByRole('textbox', { name: '正文' }), '储能');
    expect(calls.some((c) => c.url.startsWith(`${P}/save`))).toBe(false);

    await pause();
    await waitFor(() => expect(status()).toHaveTextContent(/^已保存 \d{2}:\d{2}$/));
    const saves = calls.filter((c) => c.url.startsWith(`${P}/save`));
    expect(saves).toHaveLength(1);
    expect(bodyOf(saves[0])).toMatchObject({
      kind: 'article',
      section: null,
      visibility: 'public',
      title: '新能源产业链观察',
      body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '储能' }] }] },
      activityPlace: null,
    });
    // The address names the draft now, so a reload opens it.
    expect(router.state.location.search).toBe('?id=77');

    await u.type(screen.getByRole('textbox', { name: '标题' }), '（二）');
    await pause();
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith(`${P}/update`))).toHaveLength(1));
    expect(bodyOf(calls.find((c) => c.url.startsWith(`${P}/update`)))).toMatchObject({
      id: '77',
      title: '新能源产业链观察（二）',
    });
    await waitFor(() => expect(status()).toHaveTextContent(/^已保存 \d{2}:\d{2}$/));
    expect(calls.filter((c) => c.url.startsWith(`${P}/save`))).toHaveLength(1);

    await u.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/publicationDetail/index'));
    expect(router.state.location.search).toBe('?id=77');
    expect(bodyOf(calls.find((c) => c.url.startsWith(`${P}/publish`)))).toEqual({ id: '77' });
    expect(Object.keys(localStorage).filter((k) => k.startsWith(STORAGE_KEYS.publicationDraft))).toEqual([]);
  });

  it("edits the author's own publication with its kind fields, in China time, within the section", async () => {
    const { fetchMock, calls } = stubApi({
      [`${P}/detail`]: ok(own),
      [`${P}/update`]: ok('11'),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/toker/publicationEdit?id=11', TOKER);
    const title = await screen.findByRole('textbox', { name: '标题' });
    expect(title).toHaveValue('集成电路产业对接会');
    expect(screen.getByRole('radio', { name: '活动' })).toBeChecked();
    expect(screen.getByLabelText('开始时间')).toHaveValue('2026-12-01T09:30');
    expect(screen.getByLabelText('结束时间')).toHaveValue('2026-12-01T17:00');
    const section = screen.getByRole('combobox', { name: '发布板块' });
    expect(section).toHaveValue('toker');
    expect(section).toBeDisabled();

    const place = screen.getByRole('textbox', { name: '活动地点' });
    await user().clear(place);
    await user().type(place, '杭州国际会议中心');
    await pause();
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith(`${P}/update`))).toHaveLength(1));
    expect(bodyOf(calls.find((c) => c.url.startsWith(`${P}/update`)))).toEqual({
      id: '11',
      kind: 'activity',
      section: 'toker',
      visibility: 'signedIn',
      title: '集成电路产业对接会',
      cover: null,
      summary: '',
      body: own.body,
      attachments: [],
      tags: ['集成电路'],
      industryCode: null,
      chainCode: 'IC',
      chainNodeId: null,
      regionCode: '330100',
      projectAmount: null,
      activityStart: '2026-12-01 09:30',
      activityEnd: '2026-12-01 17:00',
      activityPlace: '杭州国际会议中心',
      activityCapacity: 100,
      registrationDeadline: null,
    });
    expect(calls.some((c) => c.url.startsWith(`${P}/save`))).toBe(false);
  });

  it('previews the draft read-only with the document renderer, then goes back to the form', async () => {
    const { fetchMock } = stubApi({ [`${P}/detail`]: ok(own) });
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/toker/publicationEdit?id=11', TOKER);
    const u = user();
    await u.type(await screen.findByRole('textbox', { name: '正文' }), '，<b>欢迎</b>');
    await u.click(screen.getByRole('button', { name: '预览' }));
    const preview = screen.getByRole('article', { name: '预览' });
    expect(within(preview).getByRole('heading', { name: '集成电路产业对接会' })).toBeInTheDocument();
    expect(within(preview).getByText('欢迎参会，<b>欢迎</b>')).toBeInTheDocument();
    expect(within(preview).getByText('杭州国际博览中心')).toBeInTheDocument();
    expect(preview.querySelector('b')).toBeNull();
    expect(screen.queryByRole('textbox', { name: '标题' })).toBeNull();
    await u.click(screen.getByRole('button', { name: '返回编辑' }));
    expect(screen.getByRole('textbox', { name: '正文' })).toHaveValue('欢迎参会，<b>欢迎</b>');
  });

  it('changes a published one only on 保存修改 (no autosave), then opens its detail in the section', async () => {
    const { fetchMock, calls } = stubApi({
      [`${P}/detail`]: ok({ ...own, status: 'published' }),
      [`${P}/update`]: ok('11'),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderPage('/toker/publicationEdit?id=11', TOKER);
    const u = user();
    await u.type(await screen.findByRole('textbox', { name: '标题' }), '（已更新）{Enter}');
    await pause();
    expect(calls.some((c) => c.url.startsWith(`${P}/update`) || c.url.startsWith(`${P}/publish`))).toBe(
      false,
    );
    await u.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/toker/publicationDetail'));
    expect(router.state.location.search).toBe('?id=11');
    expect(bodyOf(calls.find((c) => c.url.startsWith(`${P}/update`)))).toMatchObject({
      id: '11',
      title: '集成电路产业对接会（已更新）',
    });
    expect(calls.some((c) => c.url.startsWith(`${P}/publish`))).toBe(false);
  });

  it("refuses someone else's publication", async () => {
    const { fetchMock } = stubApi({ [`${P}/detail`]: ok({ ...own, isOwner: false }) });
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/publicationEdit/index?id=11');
    expect(await screen.findByText('该内容不存在或无权编辑')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '标题' })).toBeNull();
  });

  it('presets a new publication to the section of the route and sends it', async () => {
    const { fetchMock, calls } = stubApi({ [`${P}/save`]: ok('78') });
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/toker/publicationEdit', TOKER);
    const section = await screen.findByRole('combobox', { name: '发布板块' });
    expect(section).toHaveValue('toker');
    expect(section).toBeDisabled();
    await user().type(screen.getByRole('textbox', { name: '标题' }), '拓客');
    await pause();
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith(`${P}/save`))).toHaveLength(1));
    expect(bodyOf(calls.find((c) => c.url.startsWith(`${P}/save`)))).toMatchObject({ section: 'toker' });
  });

  it('opens the VIP page in a new window on 111111, remembering the edit route, and stays', async () => {
    const { fetchMock } = stubApi({
      [`${P}/detail`]: ok(own),
      [`${P}/publish`]: {
        status: 403,
        body: { code: 111111, data: null, msg: '发布到该板块需先开通对应服务' },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const openWindow = vi.fn();
    const navigate = vi.fn();
    const { router } = renderPage('/toker/publicationEdit?id=11', TOKER);
    installRequestEffects({
      confirm: () => Promise.resolve(true),
      openWindow,
      navigate,
      currentPath: () => router.state.location.pathname + router.state.location.search,
    });
    await user().click(await screen.findByRole('button', { name: '发布' }));
    await waitFor(() => expect(openWindow).toHaveBeenCalledWith('/product/vipServices'));
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.originRoute)).toBe('/toker/publicationEdit?id=11');
    expect(await screen.findByRole('alert')).toHaveTextContent('发布到该板块需先开通对应服务');
    expect(router.state.location.pathname).toBe('/toker/publicationEdit');
  });

  it('lists the sensitive words the server names and keeps the text', async () => {
    const { fetchMock } = stubApi({
      [`${P}/detail`]: ok(own),
      [`${P}/publish`]: {
        status: 400,
        body: { code: 400, data: null, msg: '内容包含敏感词，请修改后再提交: 传销、非法集资' },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderPage('/toker/publicationEdit?id=11', TOKER);
    await user().click(await screen.findByRole('button', { name: '发布' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('内容包含敏感词，请修改后再提交');
    const words = within(within(alert).getByRole('list', { name: '敏感词' })).getAllByRole('listitem');
    expect(words.map((w) => w.textContent)).toEqual(['传销', '非法集资']);
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('集成电路产业对接会');
    expect(router.state.location.pathname).toBe('/toker/publicationEdit');
  });

  it('shows every missing field at once before asking the server, and clears each one as it is filled', async () => {
    const { fetchMock, calls } = stubApi({ [`${P}/detail`]: ok({ ...own, title: '', activityPlace: null }) });
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/toker/publicationEdit?id=11', TOKER);
    const u = user();
    await u.click(await screen.findByRole('button', { name: '发布' }));
    const title = screen.getByRole('textbox', { name: '标题' });
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('请输入标题'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^活动需填写开始时间、结束时间、地点和人数上限$/);
    expect(calls.some((c) => /publication\/(publish|update)/.test(c.url))).toBe(false);
    await u.type(title, '对接会');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('活动需填写');
  });

  it("shows the server's validation issue at its field", async () => {
    const { fetchMock, calls } = stubApi({
      [`${P}/detail`]: ok(own),
      [`${P}/update`]: {
        status: 400,
        body: {
          code: 400,
          data: null,
          msg: '请求参数不正确: activityPlace: Too big: expected string to have <=100 characters',
        },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderPage('/toker/publicationEdit?id=11', TOKER);
    const u = user();
    await u.type(await screen.findByRole('textbox', { name: '活动地点' }), '二号馆');
    await u.click(screen.getByRole('button', { name: '发布' }));
    const place = screen.getByRole('textbox', { name: '活动地点' });
    await waitFor(() => expect(place).toHaveAttribute('aria-invalid', 'true'));
    expect(place).toHaveAccessibleDescription(expect.stringContaining('Too big'));
    expect(calls.some((c) => c.url.startsWith(`${P}/publish`))).toBe(false);
    expect(router.state.location.pathname).toBe('/toker/publicationEdit');
  });

  it('keeps a failed save on the device, says so, retries with the next change and restores after a reload', async () => {
    let refuse = true;
    const { fetchMock, calls } = stubApi({
      [`${P}/save`]: () =>
        refuse ? { status: 500, body: { code: 500, data: null, msg: '服务异常' } } : ok('79'),
    });
    vi.stubGlobal('fetch', fetchMock);
    const first = renderPage('/publicationEdit/index');
    await user().type(await screen.findByRole('textbox', { name: '标题' }), '断网时写的');
    await pause();
    await waitFor(() => expect(status()).toHaveTextContent(/^保存失败/));
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('断网时写的');
    first.unmount();

    renderPage('/publicationEdit/index');
    expect(await screen.findByRole('textbox', { name: '标题' })).toHaveValue('断网时写的');
    expect(screen.getByText('已恢复上次未保存的修改')).toBeInTheDocument();
    refuse = false;
    await user().type(screen.getByRole('textbox', { name: '标题' }), '！');
    await pause();
    await waitFor(() => expect(status()).toHaveTextContent(/^已保存/));
    const saves = calls.filter((c) => c.url.startsWith(`${P}/save`));
    expect(saves).toHaveLength(2);
    expect(bodyOf(saves[1])).toMatchObject({ title: '断网时写的！' });
  });
});
