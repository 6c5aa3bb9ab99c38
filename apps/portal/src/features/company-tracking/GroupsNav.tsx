import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMPANY_TRACKING_LIMITS as L, type MonitorGroups } from '@platform/contracts';
import { Button, Dialog, Input, confirm, toast } from '@platform/ui';
import { useMonitorGroupRemoveMutation, useMonitorGroupSaveMutation } from './companyTrackingApi';
import { GroupRow, Side } from './styles';

interface Props {
  groups: MonitorGroups | undefined;
  /** The selected group's id, '' for all companies. */
  selected: string;
  /** The address of a group's page ('' for all). */
  hrefOf: (groupId: string) => string;
  onDeleted: (groupId: string) => void;
}

/** The user's groups: all companies first, then each group with its companies and new events. */
export function GroupsNav({ groups, selected, hrefOf, onDeleted }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ id?: string; name: string } | null>(null);
  const [save, saving] = useMonitorGroupSaveMutation();
  const [remove] = useMonitorGroupRemoveMutation();
  const submit = async () => {
    if (!editing) return;
    await save(editing).unwrap();
    setEditing(null);
  };
  const drop = async (id: string, name: string) => {
    if (
      !(await confirm({
        title: t('companyTracking.deleteGroup', { name }),
        content: t('companyTracking.deleteConfirm', { name }),
      }))
    )
      return;
    await remove({ id }).unwrap();
    toast.success(t('companyTracking.deleteGroup', { name }));
    onDeleted(id);
  };
  return (
    <Side aria-label={t('companyTracking.groups')}>
      <h2>{t('companyTracking.groups')}</h2>
      <ul>
        <GroupRow $active={selected === ''}>
          <Link to={hrefOf('')} aria-current={selected === '' ? 'page' : undefined}>
            {t('companyTracking.all')}
            <small>
              {t('companyTracking.groupCount', {
                companies: groups?.companies ?? 0,
                news: groups?.newEvents ?? 0,
              })}
            </small>
          </Link>
        </GroupRow>
        {groups?.groups.map((g) => (
          <GroupRow key={g.id} $active={selected === g.id} data-testid="monitor-group">
            <Link to={hrefOf(g.id)} aria-current={selected === g.id ? 'page' : undefined}>
              {g.name}
              <small>{t('companyTracking.groupCount', { companies: g.companies, news: g.newEvents })}</small>
            </Link>
            <Button
              size="sm"
              variant="text"
              aria-label={t('companyTracking.rename', { name: g.name })}
              onClick={() => setEditing({ id: g.id, name: g.name })}
            >
              {t('companyTracking.renameShort')}
            </Button>
            <Button
              size="sm"
              variant="text"
              aria-label={t('companyTracking.deleteGroup', { name: g.name })}
              onClick={() => void drop(g.id, g.name).catch(() => undefined)}
            >
              {t('companyTracking.delete')}
            </Button>
          </GroupRow>
        ))}
      </ul>
      {(groups?.groups.length ?? 0) < L.groupsMax && (
        <Button onClick={() => setEditing({ name: '' })}>{t('companyTracking.newGroup')}</Button>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.id ? t('companyTracking.renameTitle') : t('companyTracking.newGroup')}
        footer={
          <>
            <Button onClick={() => setEditing(null)}>{t('companyTracking.cancel')}</Button>
            <Button
              variant="primary"
              loading={saving.isLoading}
              disabled={!editing?.name.trim()}
              onClick={() => void submit().catch(() => undefined)}
            >
              {editing?.id ? t('companyTracking.save') : t('companyTracking.create')}
            </Button>
          </>
        }
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (editing?.name.trim()) void submit().catch(() => undefined);
          }}
        >
          <Input
            label={t('companyTracking.groupName')}
            maxLength={L.groupNameMax}
            value={editing?.name ?? ''}
            onChange={(e) => setEditing((d) => (d ? { ...d, name: e.target.value } : d))}
          />
        </form>
      </Dialog>
    </Side>
  );
}
