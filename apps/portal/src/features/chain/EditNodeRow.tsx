import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '@platform/ui';
import type { EditNode } from './editTree';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  align-items: center;
  padding: ${({ theme }) => theme.space.xs}px 0;
  > :first-child {
    flex: 1 1 160px;
    max-width: 260px;
  }
`;

export interface EditNodeRowProps {
  node: EditNode;
  /** Its company count when saved; null for a node not saved yet. */
  companyCount: number | null;
  selected: boolean;
  onRename(name: string): void;
  onAddChild(): void;
  onShift(by: -1 | 1): void;
  onMove(): void;
  onRemove(): void;
  onSelect(): void;
}

/** One node in the editor: its name, and the actions on it (each labelled with the node's name). */
export function EditNodeRow(props: EditNodeRowProps) {
  const { t } = useTranslation();
  const { node } = props;
  const named = (
    action:
      | 'chain.edit.nodeName'
      | 'chain.userNode.companies'
      | 'chain.edit.addChild'
      | 'chain.edit.up'
      | 'chain.edit.down'
      | 'chain.edit.move'
      | 'chain.edit.remove',
  ) => `${t(action)}：${node.name}`;
  return (
    <Row>
      <Input
        aria-label={named('chain.edit.nodeName')}
        value={node.name}
        maxLength={30}
        onChange={(e) => props.onRename(e.target.value)}
      />
      <Button
        size="sm"
        variant={props.selected ? 'primary' : 'default'}
        aria-pressed={props.selected}
        aria-label={named('chain.userNode.companies')}
        onClick={props.onSelect}
      >
        {t('chain.edit.companies', { count: props.companyCount ?? '-' })}
      </Button>
      <Button size="sm" variant="link" aria-label={named('chain.edit.addChild')} onClick={props.onAddChild}>
        {t('chain.edit.addChild')}
      </Button>
      <Button size="sm" variant="link" aria-label={named('chain.edit.up')} onClick={() => props.onShift(-1)}>
        {t('chain.edit.up')}
      </Button>
      <Button size="sm" variant="link" aria-label={named('chain.edit.down')} onClick={() => props.onShift(1)}>
        {t('chain.edit.down')}
      </Button>
      <Button size="sm" variant="link" aria-label={named('chain.edit.move')} onClick={props.onMove}>
        {t('chain.edit.move')}
      </Button>
      <Button size="sm" variant="link" aria-label={named('chain.edit.remove')} onClick={props.onRemove}>
        {t('chain.edit.remove')}
      </Button>
    </Row>
  );
}
