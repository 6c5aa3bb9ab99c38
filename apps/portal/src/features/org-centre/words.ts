import { useTranslation } from 'react-i18next';
import { toast } from '@platform/ui';
import { ORG_PERMISSIONS, type OrgPermission } from '@platform/contracts/org-centre/limits';
import type { Department, OrgMe, OrgRole } from '@platform/contracts/org-centre/schemas';
import type { RequestError } from '../../shared/api/baseQuery';
import { useAppSelector } from '../../shared/store/hooks';
import { useOrgMeQuery } from './orgCentreApi';

/** The caller's standing (orgMe) and whether it grants a permission; nothing until it loads. */
export function useOrgStanding() {
  const signedIn = useAppSelector((s) => !!s.app.token);
  const { data } = useOrgMeQuery(undefined, { skip: !signedIn });
  const me: OrgMe | undefined = data ?? undefined;
  return { me, can: (permission: OrgPermission) => !!me?.permissions.includes(permission) };
}

/** Which side-menu groups the standing opens: 'org' for members, 'manage' for those who manage. */
export function orgMenuGroups(me: OrgMe | null | undefined): { org: boolean; manage: boolean } {
  if (!me?.isOrganisation) return { org: false, manage: false };
  const manages = (['org.manage', 'staff.manage', 'seat.assign'] as const).some((p) =>
    me.permissions.includes(p),
  );
  return { org: true, manage: manages };
}

/** The server's refusal of a silent call (in the caller's language), else the generic one. */
export function useRefusal() {
  const { t } = useTranslation();
  return (error: unknown) => (error as Partial<RequestError>).message || t('request.unknown');
}

/**
 * Runs a change (after an optional confirm): toasts `done` when it succeeds, the server's refusal
 * when it fails (the calls are silent). Answers whether it went through.
 */
export function useAction() {
  const refusalOf = useRefusal();
  return async (change: () => Promise<unknown>, done?: string, ask?: () => Promise<boolean>) => {
    if (ask && !(await ask())) return false;
    try {
      await change();
      if (done) toast.success(done);
      return true;
    } catch (error) {
      toast.error(refusalOf(error));
      return false;
    }
  };
}

/** Permission rows (label and hint) in the reader's language, in the contract's order. */
export function usePermissionRows() {
  const { t } = useTranslation();
  return ORG_PERMISSIONS.map((key) => ({
    key,
    label: t(`orgCentre.permissions.${key}`),
    description: t(`orgCentre.permissionHints.${key}`),
  }));
}

/** A role's name: the built-in ones in the reader's language. */
export function useRoleName() {
  const { t } = useTranslation();
  return (role: Pick<OrgRole, 'name' | 'builtin'>) =>
    role.builtin ? t(`orgCentre.role.builtinNames.${role.builtin}`) : role.name;
}

/** The departments in tree order (parents first, siblings by sort) with their depth. */
export function departmentsInOrder(departments: readonly Department[]) {
  const children = new Map<string | null, Department[]>();
  const ids = new Set(departments.map((d) => d.id));
  for (const d of departments) {
    const parent = d.parentId !== null && ids.has(d.parentId) ? d.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), d]);
  }
  const out: { department: Department; depth: number }[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const d of [...(children.get(parent) ?? [])].sort((a, b) => a.sort - b.sort)) {
      out.push({ department: d, depth });
      walk(d.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** Select options over the tree, each name indented by its depth. */
export const departmentOptions = (departments: readonly Department[]) =>
  departmentsInOrder(departments).map(({ department, depth }) => ({
    value: department.id,
    label: `${'\u00a0\u00a0\u00a0\u00a0'.repeat(depth)}${department.name}`,
  }));

/** The TreeEditor's nodes: each department with its head count. */
export const treeNodes = (departments: readonly Department[]) =>
  departments.map((d) => ({
    id: d.id,
    parentId: d.parentId,
    name: d.name,
    sort: d.sort,
    count: d.staffCount,
  }));
