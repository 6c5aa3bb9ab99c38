import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { StreamGrid } from './styles';
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
export const NodeButton = styled.button`
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  text-align: left;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brand[500]};
    background: ${({ theme }) => theme.colors.brand[500]};
    color: ${({ theme }) => theme.colors.onBrand[500]};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
    outline-offset: 2px;
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
