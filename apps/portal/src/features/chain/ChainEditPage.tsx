import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { UserChain } from '@platform/contracts/chain';
import { Button, Input, Spinner, confirm, toast } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { useSaveUserChainMutation, useUserChainQuery } from './chainApi';
import { EditNodeRow } from './EditNodeRow';
import {
  addNode,
  blankChain,
  childrenOf,
  keyMaker,
  moveNode,
  removeNode,
  renameNode,
  shiftNode,
  treeProblem,
  type EditNode,
} from './editTree';
import { MoveNodeDialog } from './MoveNodeDialog';
import { MY_CHAINS_PATH, editPath, previewPath } from './paths';
import { UserNodePanel } from './UserNodePanel';
import './i18n';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  > :first-child {
    flex: 1 1 240px;
    max-width: 360px;
  }
`;
const Tree = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  ul {
    padding-left: ${({ theme }) => theme.space.xl}px;
    list-style: none;
    border-left: 1px dashed ${({ theme }) => theme.colors.border};
  }
`;
const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl}px;
`;

/**
 * /graph/edit(?id=): one's own chain in the editor. The tree (add, rename, reorder, move, delete)
 * is edited locally and saved whole; a saved node's companies are added and removed at once.
 */
export default function ChainEditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const { data, isError } = useUserChainQuery({ id: id ?? '' }, { skip: !id });
  if (id && isError)
    return (
      <Page>
        <h1>{t('chain.preview.notFound')}</h1>
        <Link to={MY_CHAINS_PATH}>{t('chain.edit.back')}</Link>
      </Page>
    );
  if (id && !data) return <Spinner />;
  return <Editor key={id ?? 'new'} chain={data} />;
}

function Editor({ chain }: { chain: UserChain | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const newKey = useMemo(() => keyMaker(), []);
  const [name, setName] = useState(chain?.name ?? '');
  const [nodes, setNodes] = useState<EditNode[]>(() =>
    chain
      ? chain.nodes.map(({ key, parentKey, name: n, sourceCode }) => ({
          key,
          parentKey,
          name: n,
          sourceCode,
        }))
      : blankChain(newKey, t('chain.edit.streams', { returnObjects: true }) as string[]),
  );
  const [dirty, setDirty] = useState(!chain);
  const [selected, setSelected] = useState<string | null>(null);
  const [moving, setMoving] = useState<EditNode | null>(null);
  const [save, { isLoading: saving }] = useSaveUserChainMutation();
  const saved = new Map(chain?.nodes.map((n) => [n.key, n]));

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const update = (next: EditNode[]) => {
    setNodes(next);
    setDirty(true);
  };
  const remove = async (node: EditNode) => {
    if (
      !(await confirm({
        title: t('chain.edit.remove'),
        content: t('chain.edit.removeConfirm', { name: node.name }),
      }))
    )
      return;
    update(removeNode(nodes, node.key));
    if (selected && !nodes.some((n) => n.key === selected)) setSelected(null);
  };
  const submit = async () => {
    const problem = treeProblem(name, nodes);
    if (problem) {
      toast.error(t(problem));
      return;
    }
    const result = await save({ ...(chain ? { id: chain.id } : {}), name: name.trim(), nodes }).unwrap();
    setDirty(false);
    toast.success(t('chain.edit.saved'));
    if (!chain) navigate(editPath(result.id), { replace: true });
  };

  const branch = (parentKey: string | null) => (
    <>
      {childrenOf(nodes, parentKey).map((node) => (
        <li key={node.key}>
          <EditNodeRow
            node={node}
            companyCount={saved.get(node.key)?.companyCount ?? null}
            selected={selected === node.key}
            onRename={(value) => update(renameNode(nodes, node.key, value))}
            onAddChild={() => update(addNode(nodes, node.key, newKey(), t('chain.edit.newNode')))}
            onShift={(by) => update(shiftNode(nodes, node.key, by))}
            onMove={() => setMoving(node)}
            onRemove={() => void remove(node)}
            onSelect={() => setSelected(node.key)}
          />
          {childrenOf(nodes, node.key).length > 0 && <ul>{branch(node.key)}</ul>}
        </li>
      ))}
    </>
  );
  const selectedSaved = selected ? saved.get(selected) : undefined;

  return (
    <Page data-testid="chain-edit">
      <Link to={MY_CHAINS_PATH}>{t('chain.edit.back')}</Link>
      <h1>{t(chain ? 'chain.edit.title' : 'chain.edit.newTitle')}</h1>
      <Bar>
        <Input
          label={t('chain.edit.name')}
          value={name}
          maxLength={30}
          onChange={(e) => {
            setName(e.target.value);
            setDirty(true);
          }}
        />
        <Button
          variant="primary"
          loading={saving}
          lockMs={2000}
          onClick={() => void submit().catch(() => undefined)}
        >
          {t('chain.edit.save')}
        </Button>
        <Button onClick={() => update(addNode(nodes, null, newKey(), t('chain.edit.newNode')))}>
          {t('chain.edit.addTop')}
        </Button>
        {chain && <Link to={previewPath(chain.id)}>{t('chain.edit.preview')}</Link>}
        {dirty && <Hint role="status">{t('chain.edit.unsaved')}</Hint>}
      </Bar>
      <Layout>
        <nav aria-label={t('chain.edit.tree')}>
          <Tree>{branch(null)}</Tree>
        </nav>
        {chain && selectedSaved ? (
          <UserNodePanel key={selectedSaved.key} chain={chain} node={selectedSaved} />
        ) : (
          selected && <Hint>{t('chain.edit.saveFirst')}</Hint>
        )}
      </Layout>
      {moving && (
        <MoveNodeDialog
          nodes={nodes}
          node={moving}
          onClose={() => setMoving(null)}
          onMove={(parentKey) => {
            update(moveNode(nodes, moving.key, parentKey));
            setMoving(null);
          }}
        />
      )}
    </Page>
  );
}
