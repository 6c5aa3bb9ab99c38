import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { NodeButton, StreamGrid } from './styles';
import type { MapNode } from '@platform/contracts/chain';

const Column = styled.section`
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.muted};
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.md}px;
  }
`;
const Group = styled.div`
  margin-top: ${({ theme }) => theme.space.md}px;
`;
const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Here = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export interface StreamColumnsProps {
  nodes: readonly MapNode[];
  selected: string | null;
  /** Nodes the company of the page sits on, and their ancestors. */
  marked: ReadonlySet<string>;
  onSelect(code: string): void;
}

/** The chain as upstream, midstream and downstream columns; segments group their nodes. */
export function StreamColumns({ nodes, selected, marked, onSelect }: StreamColumnsProps) {
  const { t } = useTranslation();
  const childrenOf = (code: string | null) => nodes.filter((n) => n.parentCode === code);
  const button = (n: MapNode) => (
    <NodeButton
      type="button"
      aria-pressed={selected === n.code}
      $marked={marked.has(n.code)}
      onClick={() => onSelect(n.code)}
    >
      {n.name} · {t('chain.map.companies', { count: n.companyCount })}
      {marked.has(n.code) && <Here> {t('chain.map.here')}</Here>}
    </NodeButton>
  );
  const leaves = (parent: string) => (
    <List>
      {childrenOf(parent).map((n) => (
        <li key={n.code}>{button(n)}</li>
      ))}
    </List>
  );
  return (
    <StreamGrid role="group" aria-label={t('chain.map.streams')}>
      {childrenOf(null).map((stream) => (
        <Column key={stream.code} aria-label={stream.name}>
          <h2>{button(stream)}</h2>
          {childrenOf(stream.code).map((segment) => (
            <Group key={segment.code}>
              <h3>{button(segment)}</h3>
              {leaves(segment.code)}
            </Group>
          ))}
        </Column>
      ))}
    </StreamGrid>
  );
}
