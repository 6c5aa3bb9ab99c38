import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, Spinner, confirm } from '@platform/ui';
import { TreeEditor } from '@platform/ui/domain';
import { ORG_CENTRE_LIMITS as L } from '@platform/contracts/org-centre/limits';
import type { Department } from '@platform/contracts/org-centre/schemas';
import { Hint, Wrap } from '../../shared/layout/documentPage';
import { DepartmentStaff } from './DepartmentStaff';
import { Split } from './layout';
import {
  useDeptListQuery,
  useDeptMoveMutation,
  useDeptRemoveMutation,
  useDeptSaveMutation,
} from './orgCentreApi';
import { treeNodes, useAction, useOrgStanding } from './words';
import './i18n';

/** A name no sibling has: 新部门, 新部门 2, … */
function freshName(base: string, departments: readonly Department[], parentId: string | null) {
  const taken = new Set(departments.filter((d) => d.parentId === parentId).map((d) => d.name));
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base} ${n}`;
  return name;
}

/**
 * /user/manage/preserve: the department tree. With org.manage it adds (then renames in place),
 * renames, moves (drag or Alt+arrows) and deletes after a confirm; the server refuses deleting a
 * department with people and says so. Selecting a department lists its members.
 */
export default function DepartmentsPage() {
  const { t } = useTranslation();
  const { can } = useOrgStanding();
  const { data, isLoading } = useDeptListQuery();
  const [save] = useDeptSaveMutation();
  const [move] = useDeptMoveMutation();
  const [remove] = useDeptRemoveMutation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const run = useAction();
  const departments = data ?? [];
  const editable = can('org.manage');
  const selected = departments.find((d) => d.id === selectedId) ?? null;

  const drop = async (id: string) => {
    const name = departments.find((d) => d.id === id)?.name ?? '';
    const ask = () =>
      confirm({ title: t('orgCentre.remove'), content: t('orgCentre.dept.removeConfirm', { name }) });
    if (await run(() => remove({ id }).unwrap(), t('orgCentre.removed'), ask)) {
      if (selectedId === id) setSelectedId(null);
    }
  };

  return (
    <Wrap data-testid="org-departments">
      <h1>{t('orgCentre.dept.title')}</h1>
      {isLoading ? (
        <Spinner />
      ) : (
        <Split>
          <div>
            {!departments.length && <Hint>{editable ? t('orgCentre.dept.empty') : t('common.noData')}</Hint>}
            <TreeEditor
              label={t('orgCentre.dept.tree')}
              nodes={treeNodes(departments)}
              selectedId={selectedId}
              maxNameLength={L.nameMax}
              onSelect={setSelectedId}
              {...(editable
                ? {
                    onAdd: (parentId: string | null) =>
                      void run(() =>
                        save({
                          parentId,
                          name: freshName(t('orgCentre.dept.newName'), departments, parentId),
                        }).unwrap(),
                      ),
                    onRename: (id: string, name: string) =>
                      void run(() =>
                        save({
                          id,
                          parentId: departments.find((d) => d.id === id)?.parentId ?? null,
                          name,
                        }).unwrap(),
                      ),
                    onMove: (id: string, parentId: string | null, index: number) =>
                      void run(() => move({ id, parentId, index }).unwrap()),
                    onRemove: (id: string) => void drop(id),
                  }
                : {})}
            />
          </div>
          <section aria-label={selected ? t('orgCentre.dept.members', { name: selected.name }) : undefined}>
            {selected ? (
              <DepartmentStaff department={selected} />
            ) : (
              <Empty description={t('orgCentre.dept.pick')} />
            )}
          </section>
        </Split>
      )}
    </Wrap>
  );
}
