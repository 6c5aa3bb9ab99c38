import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonitorGroups } from '@platform/contracts';
import { Button, Checkbox, Dialog, toast } from '@platform/ui';
import { CompanyPicker, type PickedCompany } from '../../shared/company/CompanyPicker';
import { useMonitorAddMutation, useMonitorRemoveMutation, useMonitorStateQuery } from './companyTrackingApi';
import { Checks, Muted } from './styles';

interface Props {
  /** The company to (re)group; none: the user picks one. */
  companyId: string | null;
  groups: MonitorGroups | undefined;
  onClose: () => void;
}

/** Monitors a company in the chosen groups, regroups it, or stops (the profile's 监控 opens it too). Mounted while open. */
export function MonitorDialog({ companyId, groups, onClose }: Props) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<PickedCompany | null>(null);
  const id = companyId ?? picked?.id ?? null;
  const state = useMonitorStateQuery({ companyId: id ?? '' }, { skip: !id });
  // The user's choice for this company; until they choose, its groups as stored.
  const [edits, setEdits] = useState<{ id: string; groups: string[] } | null>(null);
  const [add, adding] = useMonitorAddMutation();
  const [remove, removing] = useMonitorRemoveMutation();
  const known = state.data && state.data.companyId === id ? state.data : undefined;
  const chosen = edits && edits.id === id ? edits.groups : (known?.groupIds ?? []);
  const submit = async () => {
    if (!id) return;
    await add({ companyId: id, groupIds: chosen }).unwrap();
    toast.success(known?.monitored ? t('companyTracking.saved') : t('companyTracking.monitoring'));
    onClose();
  };
  const stop = async () => {
    if (!id) return;
    await remove({ companyId: id }).unwrap();
    toast.success(t('companyTracking.stopped'));
    onClose();
  };
  const toggle = (groupId: string, on: boolean) =>
    id && setEdits({ id, groups: on ? [...chosen, groupId] : chosen.filter((g) => g !== groupId) });
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('companyTracking.dialogTitle')}
      footer={
        <>
          {known?.monitored && (
            <Button
              variant="danger"
              loading={removing.isLoading}
              onClick={() => void stop().catch(() => undefined)}
            >
              {t('companyTracking.stop')}
            </Button>
          )}
          <Button onClick={onClose}>{t('companyTracking.cancel')}</Button>
          <Button
            variant="primary"
            disabled={!id || !known}
            loading={adding.isLoading}
            onClick={() => void submit().catch(() => undefined)}
          >
            {known?.monitored ? t('companyTracking.saveGroups') : t('companyTracking.monitor')}
          </Button>
        </>
      }
    >
      {companyId ? (
        <p>
          <strong>{known?.companyName ?? ''}</strong>
        </p>
      ) : (
        <CompanyPicker
          label={t('companyTracking.companyField')}
          listLabel={t('companyTracking.suggestions')}
          placeholder={t('companyTracking.companyPlaceholder')}
          onPick={setPicked}
        />
      )}
      <Checks>
        <legend>{t('companyTracking.chooseGroups')}</legend>
        {groups?.groups.length ? (
          groups.groups.map((g) => (
            <Checkbox
              key={g.id}
              label={g.name}
              checked={chosen.includes(g.id)}
              onChange={(e) => toggle(g.id, e.target.checked)}
            />
          ))
        ) : (
          <Muted>{t('companyTracking.noGroups')}</Muted>
        )}
      </Checks>
    </Dialog>
  );
}
