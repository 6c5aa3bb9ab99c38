import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommentRow, PublicationDetail } from '@platform/contracts/content';
import { okReply as ok, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import PublicationDetailPage from './PublicationDetailPage';

afterEach(() => vi.unstubAllGlobals());

const S = '/api/platform-system';

const detail: PublicationDetail = {
  id: '11',
  kind: 'activity',
  section: 'toker',
  visibility: 'public',
  status: 'published',
  title: '集成电路产业对接会',
  cover: 'javascript:alert(1)',
  summary: '',
  tags: ['集成电路'],
  industryCode: null,
  chainCode: null,
  regionCode: null,
  projectAmount: null,
  activityStart: '2026-12-01T01:30:00Z',
  activityEnd: '2026-12-01T09:00:00Z',
  activityPlace: '杭州国际博览中心',
  activityCapacity: 100,
  registrationDeadline: null,
  viewCount: 42,
  likeCount: 3,
  collectCount: 1,
  commentCount: 1,
  registrationCount: 12,
  publishedAt: '2026-11-20T02:00:00Z',
  createdAt: '2026-11-20T02:00:00Z',
  updatedAt: '2026-11-20T02:00:00Z',
  author: { userId: '2', name: '李娜', avatar: '', tenantId: '200001', orgName: '示例科技' },
  withdrawnBy: null,
  withdrawReason: null,
  body: {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: '<img src=x onerror=alert(1)> 欢迎参会' }] },
    ],
  },
  attachments: [],
  chainNodeId: null,
  isOwner: false,
  canModerate: false,
  authorCardId: null,
};

const comment: CommentRow = {
  id: '501',
  publicationId: '11',
  parentId: null,
  authorId: '3',
  authorName: '王芳',
  authorAvatar: null,
  replyToUserId: null,
  replyToName: null,
  content: '期待！',
  deleted: false,
  createTime: '2026-11-21T02:00:00Z',
  canDelete: false,
  replies: [],
};

/** The server's side of one reader: the like the reader saves is in the next reader states. */
function stub() {
  let liked = false;
  return stubApi({
    [`${S}/publication/detail`]: ok(detail),
    [`${S}/myInteraction/states`]: () =>
      ok({
        publications: [{ publicationId: '11', liked, collected: false, registered: false }],
        dynamics: [],
      }),
    [`${S}/myLike/save`]: () => {
      liked = true;
      return ok({ targetKind: 'publication', targetId: '11', liked: true, likeCount: 4 });
    },
    [`${S}/publicationComment/page`]: ok({
      records: [comment],
      total: 1,
      current: 1,
      size: 20,
      commentCount: 1,
    }),
    [`${S}/publicationComment/add`]: ok({ ...comment, id: '502', content: '我也来', authorName: '张伟' }),
  });
}

describe('publication detail', () => {
  it('renders the document as text, in the platform time zone, with the activity facts and no unsafe cover', async () => {
    const { fetchMock } = stub();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<PublicationDetailPage />, {}, '/publicationDetail/index?id=11');
    expect(await screen.findByRole('heading', { name: '集成电路产业对接会' })).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)> 欢迎参会')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
    expect(screen.getByText('2026-12-01 09:30 – 2026-12-01 17:00')).toBeInTheDocument();
    expect(screen.getByText('12 / 100 人已报名')).toBeInTheDocument();
    expect(await screen.findByText('期待！')).toBeInTheDocument();
  });

  it('likes and comments for a signed-in reader, sending the ids and text the server expects', async () => {
    const { fetchMock, calls } = stub();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<PublicationDetailPage />, signedInSession, '/publicationDetail/index?id=11');
    const like = await screen.findByRole('button', { name: '点赞 3' });
    await waitFor(() => expect(calls.some((c) => c.url.includes('myInteraction/states'))).toBe(true));
    await userEvent.click(like);
    expect(await screen.findByRole('button', { name: '已点赞 4' })).toHaveAttribute('aria-pressed', 'true');
    const likeCall = calls.find((c) => c.url.includes('myLike/save'));
    expect(JSON.parse(String(likeCall?.init.body))).toEqual({ targetKind: 'publication', targetId: '11' });

    await userEvent.type(screen.getByLabelText('评论内容'), '  我也来  ');
    await userEvent.click(screen.getByRole('button', { name: '发表评论' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('publicationComment/add'))).toBe(true));
    const add = calls.find((c) => c.url.includes('publicationComment/add'));
    expect(JSON.parse(String(add?.init.body))).toEqual({ publicationId: '11', content: '我也来' });
    await waitFor(() => expect(screen.getByLabelText('评论内容')).toHaveValue(''));
  });

  it("shows a project's amount, which the server gives in yuan, in 万元", async () => {
    const project = { ...detail, kind: 'project' as const, projectAmount: 120_000_000, activityStart: null };
    const { fetchMock } = stubApi({ [`${S}/publication/detail`]: ok(project) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<PublicationDetailPage />, {}, '/publicationDetail/index?id=11');
    expect(await screen.findByText('12,000 万元')).toBeInTheDocument();
  });

  it('asks a visitor to log in instead of liking', async () => {
    const { fetchMock, calls } = stub();
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderWithApp(<PublicationDetailPage />, {}, '/publicationDetail/index?id=11');
    await userEvent.click(await screen.findByRole('button', { name: '点赞 3' }));
    expect(store.getState().app.showLogInDialog).toBe(true);
    expect(calls.some((c) => c.url.includes('myLike/save'))).toBe(false);
  });

  it('says so when the publication cannot be read', async () => {
    const { fetchMock } = stubApi({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<PublicationDetailPage />, {}, '/publicationDetail/index?id=abc');
    expect(await screen.findByText('该内容不存在或无权查看')).toBeInTheDocument();
  });
});
