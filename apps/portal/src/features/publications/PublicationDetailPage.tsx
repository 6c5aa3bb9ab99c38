import styled from 'styled-components';
import { Article, Cover, Facts } from './PublicationArticle.styles';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Empty, Spinner, Tag, formatDateTime, formatThousands, safeUrl, toast } from '@platform/ui';
import { RichDocument } from '@platform/ui/domain';
import type { PublicationDetail } from '@platform/contracts/content';
import { Page } from '../../shared/layout/Page';
import { useAppSelector } from '../../shared/store/hooks';
import { useRequireLogin } from '../../shared/session/useRequireLogin';
import { ActivityRegistration } from './ActivityRegistration';
import { AuthorCard } from './AuthorCard';
import { PublicationComments } from './PublicationComments';
import {
  useCollectCancelMutation,
  useCollectSaveMutation,
  useLikeCancelMutation,
  useLikeSaveMutation,
  usePublicationDetailQuery,
  useReaderStatesQuery,
} from './publicationsApi';
import './i18n';

const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/** What kind-specific facts a reader needs before the body: an activity's when and where, a project's amount. */
function KindFacts({ p }: { p: PublicationDetail }) {
  const { t } = useTranslation();
  if (p.kind === 'activity')
    return (
      <Facts aria-label={t('publications.detail.activity')}>
        <dt>{t('publications.detail.time')}</dt>
        <dd>
          {formatDateTime(p.activityStart)} – {formatDateTime(p.activityEnd)}
        </dd>
        <dt>{t('publications.detail.place')}</dt>
        <dd>{p.activityPlace}</dd>
        <dt>{t('publications.detail.capacity')}</dt>
        <dd>
          {t('publications.detail.seats', {
            count: p.registrationCount,
            capacity: p.activityCapacity ?? '—',
          })}
        </dd>
        {p.registrationDeadline && (
          <>
            <dt>{t('publications.detail.deadline')}</dt>
            <dd>{formatDateTime(p.registrationDeadline)}</dd>
          </>
        )}
      </Facts>
    );
  if (p.kind === 'project' && p.projectAmount !== null)
    return (
      <Facts aria-label={t('publications.detail.project')}>
        <dt>{t('publications.detail.amount')}</dt>
        <dd>
          {t('publications.detail.amountValue', {
            wan: formatThousands(Math.round(p.projectAmount / 10_000)),
            yuan: formatThousands(p.projectAmount),
          })}
        </dd>
      </Facts>
    );
  return null;
}

/** Like and collect (signed-in readers; visitors get the login dialog), and the copy-link share. */
function ReaderActions({ p }: { p: PublicationDetail }) {
  const { t } = useTranslation();
  const signedIn = Boolean(useAppSelector((s) => s.app.token));
  const requireLogin = useRequireLogin();
  const { data: states } = useReaderStatesQuery(
    { publicationIds: [p.id], dynamicIds: [] },
    { skip: !signedIn },
  );
  const state = states?.publications.find((s) => s.publicationId === p.id);
  const [likeSave, likeSaving] = useLikeSaveMutation();
  const [likeCancel, likeCancelling] = useLikeCancelMutation();
  const [collectSave, collectSaving] = useCollectSaveMutation();
  const [collectCancel, collectCancelling] = useCollectCancelMutation();
  const liked = Boolean(state?.liked);
  const collected = Boolean(state?.collected);
  // The counts the server answered with the last toggle, else the detail's.
  const likeCount = (liked ? likeSaving.data?.likeCount : likeCancelling.data?.likeCount) ?? p.likeCount;
  const collectCount =
    (collected ? collectSaving.data?.collectCount : collectCancelling.data?.collectCount) ?? p.collectCount;

  const toggleLike = () => {
    if (!requireLogin()) return;
    const input = { targetKind: 'publication' as const, targetId: p.id };
    void (liked ? likeCancel(input) : likeSave(input));
  };
  const toggleCollect = () => {
    if (!requireLogin()) return;
    void (collected ? collectCancel({ publicationId: p.id }) : collectSave({ publicationId: p.id }));
  };
  const share = () => {
    void navigator.clipboard
      ?.writeText(window.location.href)
      .then(() => toast.success(t('publications.detail.copied')));
  };
  return (
    <Actions>
      <Button aria-pressed={liked} onClick={toggleLike}>
        {t(liked ? 'publications.detail.liked' : 'publications.detail.like')} {likeCount}
      </Button>
      <Button aria-pressed={collected} onClick={toggleCollect}>
        {t(collected ? 'publications.detail.collected' : 'publications.detail.collect')} {collectCount}
      </Button>
      <Button variant="text" onClick={share}>
        {t('publications.detail.share')}
      </Button>
    </Actions>
  );
}

/** /publicationDetail/index and each section's publicationDetail: one publication, rendered from its document. */
export default function PublicationDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const {
    data: p,
    isLoading,
    isError,
  } = usePublicationDetailQuery({ id, domain: window.location.host }, { skip: !/^\d{1,19}$/.test(id) });
  if (isLoading) return <Spinner />;
  if (!p || isError)
    return (
      <Page>
        <Empty description={t('publications.detail.missing')} />
      </Page>
    );
  const cover = p.cover ? safeUrl(p.cover, 'image') : undefined;
  return (
    <Page>
      <Article>
        <header>
          <Tag>{t(`publications.kinds.${p.kind}`)}</Tag>
          <h1>{p.title}</h1>
          <Meta>
            <span>{t('publications.detail.by', { name: p.author.name, org: p.author.orgName })}</span>
            {p.publishedAt && (
              <span>{t('publications.detail.publishedAt', { time: formatDateTime(p.publishedAt) })}</span>
            )}
            <span>{t('publications.detail.views', { count: p.viewCount })}</span>
          </Meta>
          {p.tags.length > 0 && (
            <Meta>
              {p.tags.map((tag) => (
                <Tag key={tag}>{tag}</Tag>
              ))}
            </Meta>
          )}
        </header>
        {p.status === 'withdrawn' && <p role="status">{t('publications.detail.withdrawn')}</p>}
        {cover && <Cover src={cover} alt="" />}
        <KindFacts p={p} />
        {p.kind === 'activity' && p.status === 'published' && <ActivityRegistration p={p} />}
        <RichDocument document={p.body} />
        {p.attachments.length > 0 && (
          <section aria-label={t('publications.detail.attachments')}>
            <ul>
              {p.attachments.map((a) => {
                const href = safeUrl(a.url, 'link');
                return <li key={a.url}>{href ? <a href={href}>{a.name}</a> : a.name}</li>;
              })}
            </ul>
          </section>
        )}
        <AuthorCard p={p} />
        {p.status === 'published' && <ReaderActions p={p} />}
        {p.status === 'published' && <PublicationComments publicationId={p.id} />}
      </Article>
    </Page>
  );
}
