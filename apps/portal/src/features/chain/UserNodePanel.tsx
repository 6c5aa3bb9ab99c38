import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserChain, UserChainNode } from '@platform/contracts/chain';
import { Button, Input, Pagination, Table, toast, useDictionaryLabel, type TableColumn } from '@platform/ui';
import { profilePath } from '../enterprise';
import {
  useEditChainCompanyMutation,
  useUndoChainCompanyMutation,
  useUserChainEntPageQuery,
} from './chainApi';
import { CompanyPicker } from './CompanyPicker';

import { NodeFrame } from './styles';

const PAGE_SIZE = 10;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: end;
  justify-content: space-between;
`;
const Removed = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm}px;
    align-items: center;
  }
`;

type Row = {
  companyId: string;
  companyName: string;
  regStatusName: string;
  regCapital: number;
  area: string;
  added: boolean;
};

export interface UserNodePanelProps {
  chain: UserChain;
  node: UserChainNode;
  /** A share's id and key when the viewer is not the owner. */
  share?: { shareId: string; shareKey: string };
  /** Shows the companies without the owner's actions (the preview). */
  readOnly?: boolean;
}

/**
 * A user chain node's companies (the data set's placement, plus added, less removed), paged and
 * searched. Its owner adds a company, removes one, or restores one removed; each is saved at once.
 */
export function UserNodePanel({ chain, node, share, readOnly = false }: UserNodePanelProps) {
  const { t } = useTranslation();
  const label = useDictionaryLabel();
  const [current, setCurrent] = useState(1);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState<string>();
  const { data: page, isFetching } = useUserChainEntPageQuery({
    id: chain.id,
    nodeKey: node.key,
    current,
    size: PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
    ...(share ?? {}),
  });
  const [edit] = useEditChainCompanyMutation();
  const [undo] = useUndoChainCompanyMutation();
  const editable = chain.editable && !readOnly;
  const removed = chain.removed.filter((r) => r.nodeKey === node.key);

  const change = async (companyId: string, attached: boolean) => {
    await edit({ id: chain.id, nodeKey: node.key, companyId, attached }).unwrap();
    toast.success(t(attached ? 'chain.userNode.attached' : 'chain.userNode.detached'));
  };
  const restore = async (companyId: string) => {
    await undo({ id: chain.id, nodeKey: node.key, companyId }).unwrap();
    toast.success(t('chain.userNode.restored'));
  };

  const columns: TableColumn<Row>[] = [
    {
      key: 'name',
      title: t('chain.node.name'),
      render: (r) => <Link to={profilePath(r.companyId)}>{r.companyName}</Link>,
    },
    { key: 'status', title: t('chain.node.status'), render: (r) => label(r.regStatusName) },
    {
      key: 'capital',
      title: t('chain.node.capital'),
      align: 'right',
      render: (r) => r.regCapital.toLocaleString('zh-CN'),
    },
    { key: 'area', title: t('chain.node.area'), render: (r) => r.area || '-' },
    {
      key: 'source',
      title: t('chain.userNode.source'),
      render: (r) => t(r.added ? 'chain.userNode.added' : 'chain.userNode.fromData'),
    },
    ...(editable
      ? [
          {
            key: 'actions',
            title: t('chain.userNode.actions'),
            render: (r: Row) => (
              <Button
                size="sm"
                variant="link"
                aria-label={`${t('chain.userNode.detach')} ${r.companyName}`}
                onClick={() => void change(r.companyId, false).catch(() => undefined)}
              >
                {t('chain.userNode.detach')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <NodeFrame aria-label={node.name}>
      <h2>{node.name}</h2>
      <Row>
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setCurrent(1);
            setKeyword(text.trim() || undefined);
          }}
        >
          <Input
            label={t('chain.node.keyword')}
            value={text}
            maxLength={50}
            onChange={(e) => setText(e.target.value)}
          />
        </form>
        {editable && (
          <CompanyPicker onPick={(companyId) => void change(companyId, true).catch(() => undefined)} />
        )}
      </Row>
      <p role="status">{page ? t('chain.userNode.total', { count: page.total }) : ''}</p>
      <Table
        caption={t('chain.userNode.companies')}
        columns={columns}
        rows={page?.records ?? []}
        rowKey={(r) => r.companyId}
        loading={isFetching}
        empty={t('chain.node.empty')}
      />
      {page && page.total > PAGE_SIZE && (
        <Pagination total={page.total} pageSize={PAGE_SIZE} page={current} onChange={setCurrent} />
      )}
      {editable && removed.length > 0 && (
        <div>
          <h3>{t('chain.userNode.removedTitle')}</h3>
          <Removed>
            {removed.map((r) => (
              <li key={r.companyId}>
                {r.companyName}
                <Button
                  size="sm"
                  variant="link"
                  aria-label={`${t('chain.userNode.restore')} ${r.companyName}`}
                  onClick={() => void restore(r.companyId).catch(() => undefined)}
                >
                  {t('chain.userNode.restore')}
                </Button>
              </li>
            ))}
          </Removed>
        </div>
      )}
    </NodeFrame>
  );
}
