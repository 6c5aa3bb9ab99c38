import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { NodeButton, StreamGrid } from './styles';
import type { UserChainNode } from '@platform/contracts/chain';

const Stream = styled.section`
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.muted};
`;
const Branch = styled.ul`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  padding-left: ${({ theme }) => theme.space.lg}px;
  list-style: none;
  li {
    margin-top: ${({ theme }) => theme.space.xs}px;
  }
`;
export interface ChainTreeProps {
  nodes: readonly UserChainNode[];
  selected: string | null;
  onSelect(key: string): void;
}

/** A user chain read-only: each top-level node a column, the nodes under it as a nested list. */
export function ChainTree({ nodes, selected, onSelect }: ChainTreeProps) {
  const { t } = useTranslation();
  const children = new Map<string | null, UserChainNode[]>();
  for (const n of nodes) children.set(n.parentKey, [...(children.get(n.parentKey) ?? []), n]);
  const button = (n: UserChainNode) => (
    <NodeButton type="button" aria-pressed={selected === n.key} onClick={() => onSelect(n.key)}>
      {n.name} · {t('chain.map.companies', { count: n.companyCount })}
    </NodeButton>
  );
  const branch = (key: string) => {
    const list = children.get(key);
    return list?.length ? (
      <Branch>
        {list.map((n) => (
          <li key={n.key}>
            {button(n)}
            {branch(n.key)}
          </li>
        ))}
      </Branch>
    ) : null;
  };
  return (
    <StreamGrid role="group" aria-label={t('chain.map.streams')}>
      {(children.get(null) ?? []).map((stream) => (
        <Stream key={stream.key} aria-label={stream.name}>
          {button(stream)}
          {branch(stream.key)}
        </Stream>
      ))}
    </StreamGrid>
  );
}
