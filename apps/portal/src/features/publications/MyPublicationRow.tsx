import { useState } from 'react';
import styled from 'styled-components';
import { listRow } from '../../shared/layout/listRow';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Tag, confirm, formatDateTime, toast } from '@platform/ui';
import type { PublicationSummary } from '@platform/contracts/content';
import { detailHref, editHref, type SectionScope } from './publicationLinks';
import {
  usePublicationPublishMutation,
  usePublicationRemoveMutation,
  usePublicationWithdrawMutation,
} from './publicationListsApi';

const Row = styled.li`
  ${listRow}
  flex-wrap: wrap;
`;
const Body = styled.div`
  flex: 1;
  min-width: 240px;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;
const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
`;

type Action = 'publish' | 'withdraw' | 'remove';

/**
 * One of the caller's publications: title, kind, section, state, publish time, its counts, and
 * what its state allows (publish a draft or withdrawn one, withdraw a published one, edit, delete).
 */
export function MyPublicationRow({ p, scope }: { p: PublicationSummary; scope?: SectionScope }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Action | null>(null);
  const [publish] = usePublicationPublishMutation();
  const [withdraw] = usePublicationWithdrawMutation();
  const [remove] = usePublicationRemoveMutation();
  const title = p.title || t('publications.lists.untitled');

  const run = async (action: Action) => {
    const asks = { withdraw: 'withdrawConfirm', remove: 'removeConfirm' } as const;
    if (action !== 'publish') {
      const ok = await confirm({
        title: t(`publications.lists.${action}`),
        content: t(`publications.lists.${asks[action]}`),
      });
      if (!ok) return;
    }
    setBusy(action);
    try {
      const call = { publish, withdraw, remove }[action];
      // A refusal (sensitive words, no purchase) is shown by the shared request layer.
      await call({ id: p.id }).unwrap();
      const done = { publish: 'publishedToast', withdraw: 'withdrawnToast', remove: 'removedToast' } as const;
      toast.success(t(`publications.lists.${done[action]}`));
    } finally {
      setBusy(null);
    }
  };
  const act = (action: Action) => () => void run(action).catch(() => undefined);

  return (
    <Row data-testid="my-publication" data-id={p.id}>
      <Body>
        <Link to={detailHref(scope, p.id)}>{title}</Link>
        <Tags>
          <Tag>{t(`publications.kinds.${p.kind}`)}</Tag>
          <Tag>{p.section ? t(`routes.${p.section}.home`) : t('publications.lists.noSection')}</Tag>
          <Tag>{t(`publications.lists.status.${p.status}`)}</Tag>
        </Tags>
        <small>
          {t('publications.lists.publishedAt')}:{' '}
          {p.publishedAt ? formatDateTime(p.publishedAt) : t('publications.lists.notPublished')}
          {' · '}
          {t('publications.lists.counts', {
            views: p.viewCount,
            likes: p.likeCount,
            collects: p.collectCount,
          })}
          {p.kind === 'activity' &&
            ` · ${t('publications.lists.registrations', { count: p.registrationCount })}`}
        </small>
        {p.withdrawnBy === 'orgAdmin' && (
          <small>{t('publications.lists.withdrawnByOrg', { reason: p.withdrawReason ?? '' })}</small>
        )}
      </Body>
      <Actions role="group" aria-label={t('publications.lists.actionsOf', { title })}>
        <Link to={editHref(scope, p.id)}>{t('publications.lists.edit')}</Link>
        <Link to={detailHref(scope, p.id)}>{t('publications.lists.view')}</Link>
        {p.status === 'published' ? (
          <Button size="sm" loading={busy === 'withdraw'} onClick={act('withdraw')}>
            {t('publications.lists.withdraw')}
          </Button>
        ) : (
          <Button size="sm" variant="primary" loading={busy === 'publish'} onClick={act('publish')}>
            {t('publications.lists.publish')}
          </Button>
        )}
        <Button size="sm" variant="danger" loading={busy === 'remove'} onClick={act('remove')}>
          {t('publications.lists.remove')}
        </Button>
      </Actions>
    </Row>
  );
}
