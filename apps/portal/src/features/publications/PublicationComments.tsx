import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, TextArea, confirm, formatDateTime, toast } from '@platform/ui';
import { COMMENT_DELETED_TEXT } from '@platform/contracts/content/interactions-routes';
import type { CommentReply } from '@platform/contracts/content';
import { useRequireLogin } from '../../shared/session/useRequireLogin';
import { useCommentAddMutation, useCommentPageQuery, useCommentRemoveMutation } from './publicationsApi';

const PAGE = 20;

const List = styled.ol`
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  ol {
    margin-top: ${({ theme }) => theme.space.sm}px;
    padding-left: ${({ theme }) => theme.space.xl}px;
  }
  li {
    list-style: none;
  }
  p {
    margin: ${({ theme }) => theme.space.xs}px 0 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    margin-left: ${({ theme }) => theme.space.sm}px;
  }
`;
const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  justify-items: end;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  textarea {
    width: 100%;
  }
`;

/** One comment or reply: who, when, the text (never markup), and delete where the server allows it. */
function CommentItem({ comment, onRemove }: { comment: CommentReply; onRemove: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <strong>{comment.authorName}</strong>
      {comment.replyToName && (
        <small>{t('publications.comments.replyTo', { name: comment.replyToName })}</small>
      )}
      <small>{formatDateTime(comment.createTime)}</small>
      <p>{comment.deleted ? COMMENT_DELETED_TEXT[i18n.language === 'en' ? 'en' : 'zh'] : comment.content}</p>
      {comment.canDelete && !comment.deleted && (
        <Button size="sm" variant="text" onClick={() => onRemove(comment.id)}>
          {t('publications.comments.remove')}
        </Button>
      )}
    </>
  );
}

/** The comments of one publication, newest pages on demand, with a form for a signed-in reader. */
export function PublicationComments({ publicationId }: { publicationId: string }) {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  const [size, setSize] = useState(PAGE);
  const [text, setText] = useState('');
  const { data } = useCommentPageQuery({ publicationId, current: 1, size });
  const [add, adding] = useCommentAddMutation();
  const [remove] = useCommentRemoveMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!requireLogin() || !text.trim()) return;
    // A refused comment (sensitive words) keeps the text for the reader to change; the request
    // layer shows the server's message.
    await add({ publicationId, content: text.trim() }).unwrap();
    setText('');
    toast.success(t('publications.comments.sent'));
  };
  const onRemove = async (id: string) => {
    if (
      !(await confirm({
        title: t('publications.comments.remove'),
        content: t('publications.comments.removeConfirm'),
      }))
    )
      return;
    await remove({ id }).unwrap();
    toast.success(t('publications.comments.removed'));
  };

  return (
    <section aria-labelledby="publication-comments">
      <h2 id="publication-comments">
        {t('publications.comments.title', { count: data?.commentCount ?? 0 })}
      </h2>
      <Form onSubmit={(e) => void submit(e).catch(() => undefined)}>
        <TextArea
          aria-label={t('publications.comments.label')}
          placeholder={t('publications.comments.placeholder')}
          value={text}
          maxLength={500}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="primary" loading={adding.isLoading} disabled={!text.trim()}>
          {t('publications.comments.send')}
        </Button>
      </Form>
      {data && data.records.length === 0 && <p>{t('publications.comments.empty')}</p>}
      <List>
        {data?.records.map((c) => (
          <li key={c.id}>
            <CommentItem comment={c} onRemove={(id) => void onRemove(id).catch(() => undefined)} />
            {c.replies.length > 0 && (
              <ol>
                {c.replies.map((r) => (
                  <li key={r.id}>
                    <CommentItem comment={r} onRemove={(id) => void onRemove(id).catch(() => undefined)} />
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </List>
      {data && data.total > data.records.length && (
        <Button variant="text" onClick={() => setSize((s) => s + PAGE)}>
          {t('publications.comments.more')}
        </Button>
      )}
    </section>
  );
}
