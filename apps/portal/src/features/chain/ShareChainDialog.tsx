import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARE_DAYS } from '@platform/contracts/chain/limits';
import { CardShareDialog } from '@platform/ui/domain';
import { Button, Dialog, Select, toast } from '@platform/ui';
import { useCreateShareMutation } from './chainApi';
import { sharedPath } from './paths';

/** The full link of a share (what the receiver opens, and what the QR holds). */
export const shareUrl = (shareId: string, shareKey: string) =>
  `${window.location.origin}${sharedPath(shareId, shareKey)}`;

/** Share a chain: choose how long the link lives, then copy the link or scan its QR. */
export function ShareChainDialog({ chainId, onClose }: { chainId: string; onClose(): void }) {
  const { t } = useTranslation();
  const [days, setDays] = useState('7');
  const [url, setUrl] = useState('');
  const [create, { isLoading }] = useCreateShareMutation();
  const names = t('chain.share.dayOptions', { returnObjects: true }) as Record<string, string>;
  const submit = async () => {
    const share = await create({ id: chainId, days: Number(days) }).unwrap();
    toast.success(t('chain.share.created'));
    setUrl(shareUrl(share.shareId, share.shareKey));
  };
  if (url)
    return (
      <CardShareDialog
        open
        title={t('chain.share.title')}
        linkLabel={t('chain.share.link')}
        qrAlt={t('chain.share.qrAlt')}
        qrHint={t('chain.share.qrHint')}
        url={url}
        onOpenChange={(open) => !open && onClose()}
      />
    );
  return (
    <Dialog
      open
      title={t('chain.share.title')}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <Button variant="primary" loading={isLoading} onClick={() => void submit().catch(() => undefined)}>
          {t('chain.share.create')}
        </Button>
      }
    >
      <Select
        label={t('chain.share.days')}
        value={days}
        placeholder={null}
        options={SHARE_DAYS.map((d) => ({ value: String(d), label: names[String(d)] ?? String(d) }))}
        onChange={setDays}
      />
    </Dialog>
  );
}
