import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Input, toast } from '@platform/ui';
import { useQrDataUrl } from '@platform/ui/domain';
import { Alert } from '../../shared/layout/documentPage';
import { useInviteCreateMutation } from './orgCentreApi';
import { useRefusal } from './words';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: flex-end;
  > :first-child {
    flex: 1;
  }
`;
const Qr = styled.img`
  width: 160px;
  height: 160px;
  justify-self: center;
`;

/** Creates an invitation link (shown once: the token is not stored) with a copy button and a QR. */
export function InviteLink() {
  const { t } = useTranslation();
  const refusalOf = useRefusal();
  const [create, { isLoading }] = useInviteCreateMutation();
  const [url, setUrl] = useState('');
  const [refusal, setRefusal] = useState('');
  const qr = useQrDataUrl(url, 160);

  const generate = async () => {
    setRefusal('');
    try {
      const created = await create({}).unwrap();
      setUrl(`${window.location.origin}${created.path}`);
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('orgCentre.invite.copied'));
    } catch {
      toast.error(t('orgCentre.invite.copyFailed'));
    }
  };

  if (!url)
    return (
      <>
        <Button variant="primary" loading={isLoading} onClick={() => void generate()}>
          {t('orgCentre.invite.create')}
        </Button>
        {refusal && <Alert role="alert">{refusal}</Alert>}
      </>
    );
  return (
    <>
      <Row>
        <Input label={t('orgCentre.invite.link')} value={url} readOnly onFocus={(e) => e.target.select()} />
        <Button onClick={() => void copy()}>{t('orgCentre.invite.copy')}</Button>
      </Row>
      {qr && <Qr src={qr} alt={t('orgCentre.invite.qr')} />}
    </>
  );
}
