import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Select, toast } from '@platform/ui';
import { useTrackChainsQuery, useTrackFollowMutation } from './industryTrackingApi';
import { RegionSelect } from './RegionSelect';
import { Filters, Muted } from './styles';

/** Follows a chain or one of its nodes, a region, or the chain within the region. Mounted while open. */
export function FollowDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const chains = useTrackChainsQuery(undefined);
  const [chainCode, setChainCode] = useState('');
  const [regionCode, setRegionCode] = useState('');
  const [follow, following] = useTrackFollowMutation();
  const options = (chains.data ?? []).flatMap((c) => [
    { value: c.code, label: c.name },
    ...c.nodes.map((n) => ({ value: n.code, label: `${c.name} / ${'　'.repeat(n.level - 1)}${n.name}` })),
  ]);
  const empty = !chainCode && !regionCode;
  const submit = async () => {
    if (empty) return;
    await follow({
      ...(chainCode ? { chainCode } : {}),
      ...(regionCode ? { regionCode } : {}),
    }).unwrap();
    toast.success(t('industryTracking.followed'));
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('industryTracking.dialogTitle')}
      footer={
        <>
          <Button onClick={onClose}>{t('industryTracking.cancel')}</Button>
          <Button
            variant="primary"
            disabled={empty}
            loading={following.isLoading}
            onClick={() => void submit().catch(() => undefined)}
          >
            {t('industryTracking.follow')}
          </Button>
        </>
      }
    >
      <Filters as="div">
        <Select
          label={t('industryTracking.chain')}
          placeholder={t('industryTracking.anyChain')}
          value={chainCode}
          options={options}
          onChange={setChainCode}
        />
        <RegionSelect value={regionCode} onChange={setRegionCode} />
      </Filters>
      {empty && <Muted>{t('industryTracking.needOne')}</Muted>}
    </Dialog>
  );
}
