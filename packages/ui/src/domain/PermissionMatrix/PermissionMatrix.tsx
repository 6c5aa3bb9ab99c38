import { useId, type KeyboardEvent } from 'react';
import { IconLock } from '../../icons';
import { useUiMessages } from '../../locale';
import { Checkbox } from '../../primitives/Checkbox';
import {
  Caption,
  Cell,
  Corner,
  Description,
  Label,
  Lock,
  PermissionHead,
  RoleHead,
  Scroll,
  Table,
} from './PermissionMatrix.styles';

export interface PermissionMatrixRole {
  id: string;
  name: string;
  /** A built-in role: its boxes show its permissions and cannot change. */
  locked?: boolean;
  /** The keys of the permissions it grants. */
  permissions: string[];
}

export interface PermissionMatrixProps {
  /** One column each, left to right. */
  roles: PermissionMatrixRole[];
  /** One row each, top to bottom; the description shows under the label. */
  permissions: Array<{ key: string; label: string; description?: string }>;
  /** A box changed: grant (true) or revoke. Omit for a read-only matrix. */
  onToggle?: (roleId: string, permission: string, granted: boolean) => void;
  /** The table's caption (its accessible name). */
  caption: string;
}

const STEPS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * Roles by permissions: a table with a column per role and a row per permission, a checkbox in each
 * cell labelled "role – permission". Locked roles' boxes are disabled. Tab reaches every box; the
 * arrow keys also move between them (skipping disabled ones), Home and End to the row's ends.
 * Controlled: `onToggle` reports, the host updates `roles`.
 */
export function PermissionMatrix({ roles, permissions, onToggle, caption }: PermissionMatrixProps) {
  const t = useUiMessages().org.permissions;
  const ids = useId();
  const readOnly = !onToggle;

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const from = e.target as HTMLElement;
    if (!from.matches('input[data-row]') || e.altKey || e.ctrlKey || e.metaKey) return;
    const row = Number(from.dataset.row);
    const col = Number(from.dataset.col);
    const boxes = [...e.currentTarget.querySelectorAll<HTMLInputElement>('input[data-row]:not(:disabled)')];
    const at = (box: HTMLInputElement) => [Number(box.dataset.row), Number(box.dataset.col)] as const;
    let next: HTMLInputElement | undefined;
    if (e.key === 'Home' || e.key === 'End') {
      const inRow = boxes.filter((box) => at(box)[0] === row);
      next = e.key === 'Home' ? inRow[0] : inRow[inRow.length - 1];
    } else if (STEPS[e.key]) {
      const [dr, dc] = STEPS[e.key]!;
      // The nearest enabled box that way, on the same row (left, right) or column (up, down).
      const ahead = boxes.filter((box) => {
        const [r, c] = at(box);
        return dr !== 0 ? c === col && (r - row) * dr > 0 : r === row && (c - col) * dc > 0;
      });
      next = dr < 0 || dc < 0 ? ahead[ahead.length - 1] : ahead[0];
    } else return;
    e.preventDefault();
    next?.focus();
  };

  return (
    <Scroll
      role={readOnly ? 'group' : undefined}
      aria-label={readOnly ? caption : undefined}
      tabIndex={readOnly ? 0 : undefined}
    >
      <Table onKeyDown={onKeyDown}>
        <Caption>{caption}</Caption>
        <thead>
          <tr>
            <Corner scope="col">{t.corner}</Corner>
            {roles.map((role) => (
              <RoleHead key={role.id} scope="col">
                {role.name}
                {role.locked && (
                  <Lock title={t.locked}>
                    <IconLock size={14} aria-label={t.locked} />
                  </Lock>
                )}
              </RoleHead>
            ))}
          </tr>
        </thead>
        <tbody>
          {permissions.map((permission, row) => {
            const described = permission.description ? `${ids}-${row}` : undefined;
            return (
              <tr key={permission.key}>
                <PermissionHead scope="row">
                  <Label>{permission.label}</Label>
                  {permission.description && (
                    <Description id={described}>{permission.description}</Description>
                  )}
                </PermissionHead>
                {roles.map((role, col) => (
                  <Cell key={role.id}>
                    <Checkbox
                      data-row={row}
                      data-col={col}
                      aria-label={t.cell(role.name, permission.label)}
                      aria-describedby={described}
                      checked={role.permissions.includes(permission.key)}
                      disabled={readOnly || role.locked}
                      onChange={(e) => onToggle?.(role.id, permission.key, e.target.checked)}
                    />
                  </Cell>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
