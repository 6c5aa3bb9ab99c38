import { useState } from 'react';
import styled from 'styled-components';
import { listRow } from '../../shared/layout/listRow';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  Button,
  Empty,
  Pagination,
  Spinner,
  Tabs,
  Tag,
  confirm,
  cutCompanyName,
  formatWanAmount,
  isOperating,
  useDictionaryLabel,
  useUiConfig,
  toast,
} from '@platform/ui';
import { EnterpriseLogo } from '@platform/ui/domain';
import type { FollowRow, OperateEnt as ContractOperateEnt } from '@platform/contracts/system';
import { PeopleList } from '../cards';
import { profilePath } from '../enterprise';
import { useFollowOperateEntMutation, useFollowPageQuery } from './controlApi';
import { pinnedFirst } from './focusOrder';
import { Wrap } from './styles';
import './i18n';

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
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;
const Status = styled.span<{ $ok: boolean }>`
  margin-left: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.font.size.xs}px;
  color: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

const PAGE_SIZE = 10;
/** operateEnt values (the contract's OperateEnt lives with the zod schemas, so only its type comes here). */
const OperateEnt: typeof ContractOperateEnt = { DELETE: 0, PIN: 1, UNPIN: 2 };
const TABS = ['focusCompany', 'focusPerson'] as const;

/** One followed company with pin / unpin and delete (operateEnt 1 / 2 / 0). */
function FocusItem({ row }: { row: FollowRow }) {
  const { t } = useTranslation();
  const label = useDictionaryLabel();
  const { locale } = useUiConfig();
  const [operate, { isLoading }] = useFollowOperateEntMutation();
  const pinned = row.isTop === 1;
  const run = (operateType: 0 | 1 | 2) => operate({ companyId: row.companyId, operateType }).unwrap();
  const remove = async () => {
    if (!(await confirm({ title: t('control.focus.remove'), content: t('control.focus.removeConfirm') })))
      return;
    await run(OperateEnt.DELETE);
    toast.success(t('control.focus.removed'));
  };
  return (
    <li data-testid="focus-item" data-pinned={pinned || undefined}>
      <EnterpriseLogo
        logoPath={row.logoPath}
        companyId={row.companyId}
        companyName={row.companyName}
        size={48}
      />
      <Body>
        <div>
          <Link to={profilePath(row.companyId)} title={row.companyName}>
            {cutCompanyName(row.companyName)}
          </Link>
          <Status $ok={isOperating(row.regStatusName)}>
            {row.regStatusName ? label(row.regStatusName) : '-'}
          </Status>
          {pinned && <Tag tone="warning">{t('control.focus.pinned')}</Tag>}
        </div>
        <small>
          {[
            [t('control.focus.legal'), row.legalEntityName || '-'],
            [t('control.focus.regCapital'), row.regCapital ? formatWanAmount(row.regCapital, locale) : '-'],
            [t('control.focus.area'), row.area || '-'],
            [t('control.focus.followTime'), row.followTime],
          ]
            .map(([label, value]) => t('control.focus.fact', { label, value }))
            .join(' · ')}
        </small>
      </Body>
      {/* Spec 2 §4: pin shows when the item is not pinned, unpin when it is. */}
      {pinned ? (
        <Button
          size="sm"
          loading={isLoading}
          onClick={() => void run(OperateEnt.UNPIN).catch(() => undefined)}
        >
          {t('control.focus.unpin')}
        </Button>
      ) : (
        <Button size="sm" loading={isLoading} onClick={() => void run(OperateEnt.PIN).catch(() => undefined)}>
          {t('control.focus.pin')}
        </Button>
      )}
      <Button size="sm" variant="danger" onClick={() => void remove().catch(() => undefined)}>
        {t('control.focus.remove')}
      </Button>
    </li>
  );
}

function Companies() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const { data, isLoading } = useFollowPageQuery({ current, size: PAGE_SIZE });
  if (isLoading) return <Spinner />;
  if (!data?.records.length) return <Empty />;
  return (
    <>
      <p>{t('control.focus.total', { total: data.total })}</p>
      <List aria-label={t('control.focus.companies')}>
        {pinnedFirst(data.records).map((row) => (
          <FocusItem key={row.companyId} row={row} />
        ))}
      </List>
      {data.total > PAGE_SIZE && (
        <Pagination total={data.total} pageSize={PAGE_SIZE} page={current} onChange={setCurrent} />
      )}
    </>
  );
}

/**
 * /control/focus: followed companies, paged, pinned first. `?type=focusPerson` opens the people tab
 * (followed people, from the cards feature).
 */
export default function FocusPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = params.get('type') === 'focusPerson' ? 'focusPerson' : 'focusCompany';
  return (
    <Wrap data-testid="focus-page">
      <h1>{t('control.focus.title')}</h1>
      <Tabs
        aria-label={t('control.focus.title')}
        activeKey={type}
        onChange={(key) => setParams(key === 'focusPerson' ? { type: key } : {}, { replace: true })}
        items={TABS.map((key) => ({
          key,
          label: key === 'focusPerson' ? t('control.focus.persons') : t('control.focus.companies'),
          content:
            key !== type ? null : key === 'focusPerson' ? <PeopleList kind="follows" /> : <Companies />,
        }))}
      />
    </Wrap>
  );
}
