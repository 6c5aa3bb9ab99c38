import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Select } from '@platform/ui';
import { moveTargets, type EditNode } from './editTree';

const TOP = '__top__';

export interface MoveNodeDialogProps {
  nodes: readonly EditNode[];
  node: EditNode;
  onMove(parentKey: string | null): void;
  onClose(): void;
}

/** Picks a node's new parent among those that keep the tree a tree (never itself or below it). */
export function MoveNodeDialog({ nodes, node, onMove, onClose }: MoveNodeDialogProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(node.parentKey ?? TOP);
  const options = [
    { value: TOP, label: t('chain.edit.top') },
    ...moveTargets(nodes, node.key).map((n) => ({ value: n.key, label: n.name })),
  ];
  return (
    <Dialog
      open
      title={t('chain.edit.moveTitle', { name: node.name })}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <Button variant="primary" onClick={() => onMove(target === TOP ? null : target)}>
          {t('chain.edit.moveConfirm')}
        </Button>
      }
    >
      <Select
        label={t('chain.edit.moveTo')}
        value={target}
        options={options}
        placeholder={null}
        onChange={setTarget}
      />
    </Dialog>
  );
}
