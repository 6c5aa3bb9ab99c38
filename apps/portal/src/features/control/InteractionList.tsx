import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { listRow } from '../../shared/layout/listRow';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Empty, Pagination, Spinner, Tag, confirm, toast } from '@platform/ui';
import type { InteractionTarget } from '@platform/contracts/content';
import { profilePath } from '../enterprise';

const List = styled.ol`
  margin: 0;
  padding: 0;
  li {
    ${listRow}
  }
`;
const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  a,
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;

export const PAGE_SIZE = 10;

/** Where a liked or collected thing opens: a publication's detail, a dynamic's company, a policy. */
export function targetPath(
  row: Pick<InteractionTarget, 'targetKind' | 'targetId' | 'companyId'>,
): string | null {
  if (row.targetKind === 'publication')
    return `/publicationDetail/index?id=${encodeURIComponent(row.targetId)}`;
  if (row.targetKind === 'policy') return `/serve/policyDetail?id=${encodeURIComponent(row.targetId)}`;
  return row.companyId ? profilePath(row.companyId) : null;
}

type Row = InteractionTarget & { time: string };

/** One liked or collected thing: its title linked to it (or gone), who and when, and the undo action. */
function Item({
  row,
  action,
  onAction,
}: {
  row: Row;
  action: string;
  onAction: (row: Row) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const path = row.readable ? targetPath(row) : null;
  const run = async () => {
    if (!(await confirm({ title: action, content: t('control.interactions.confirm', { action }) }))) return;
    setBusy(true);
    try {
      await onAction(row);
      toast.success(t('control.interactions.done'));
    } finally {
      setBusy(false);
    }
  };
  const kind = row.kind ?? row.targetKind;
  return (
    <li data-testid="interaction-item" data-target={`${row.targetKind}:${row.targetId}`}>
      <Body>
        <div>
          <Tag>{t(`control.interactions.kinds.${kind}`)}</Tag>{' '}
          {!row.readable ? (
            <strong>{t('control.interactions.unreadable')}</strong>
          ) : path ? (
            <Link to={path}>{row.title}</Link>
          ) : (
            <strong>{row.title}</strong>
          )}
        </div>
        {row.readable && row.summary && <p>{row.summary}</p>}
        <small>
          {[row.orgName ?? row.authorName, row.publishTime, t('control.interactions.at', { time: row.time })]
            .filter(Boolean)
            .join(' · ')}
        </small>
      </Body>
      <Button size="sm" variant="danger" loading={busy} onClick={() => void run().catch(() => undefined)}>
        {action}
      </Button>
    </li>
  );
}

/** A page of liked or collected things with its undo action (cancel a collection, remove a like). */
export function InteractionList({
  label,
  data,
  isLoading,
  current,
  onPage,
  action,
  onAction,
  empty,
}: {
  label: string;
  data: { records: Row[]; total: number } | undefined;
  isLoading: boolean;
  current: number;
  onPage: (page: number) => void;
  action: string;
  onAction: (row: Row) => Promise<void>;
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  if (isLoading) return <Spinner />;
  if (!data?.records.length) return <Empty description={empty} />;
  return (
    <>
      <p>{t('control.interactions.total', { total: data.total })}</p>
      <List aria-label={label}>
        {data.records.map((row) => (
          <Item key={`${row.targetKind}:${row.targetId}`} row={row} action={action} onAction={onAction} />
        ))}
      </List>
      {data.total > PAGE_SIZE && (
        <Pagination total={data.total} pageSize={PAGE_SIZE} page={current} onChange={onPage} />
      )}
    </>
  );
}
