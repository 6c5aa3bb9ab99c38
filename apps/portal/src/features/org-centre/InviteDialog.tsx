import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Tabs } from '@platform/ui';
import { ORG_CENTRE_LIMITS as L } from '@platform/contracts/org-centre/limits';
import { Hint } from '../../shared/layout/documentPage';
import { InviteLink } from './InviteLink';
import { InviteByPhone } from './InviteByPhone';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  padding-top: ${({ theme }) => theme.space.md}px;
`;

type Way = 'link' | 'phone';

/** Invites by a link (with its QR, for anyone) or by an SMS to a phone. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [way, setWay] = useState<Way>('link');
  return (
    <Dialog
      open
      title={t('orgCentre.invite.title')}
      width={540}
      onOpenChange={(open) => !open && onClose()}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <Tabs
        aria-label={t('orgCentre.invite.title')}
        activeKey={way}
        onChange={(key) => setWay(key as Way)}
        items={[
          { key: 'link', label: t('orgCentre.invite.byLink') },
          { key: 'phone', label: t('orgCentre.invite.byPhone') },
        ]}
      />
      <Body>
        <Hint>{t('orgCentre.invite.linkNote', { days: L.invitationDays })}</Hint>
        {way === 'link' ? <InviteLink /> : <InviteByPhone />}
      </Body>
    </Dialog>
  );
}
