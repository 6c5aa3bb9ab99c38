import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, IconPhone, Spinner } from '@platform/ui';
import { useQrLoginCancelMutation, useQrLoginConfirmMutation, useQrLoginScanMutation } from './authApi';

const Page = styled.section`
  box-sizing: border-box;
  max-width: 420px;
  margin: 0 auto;
  padding: 48px 24px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  h1 {
    margin: 0;
    font-size: 20px;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  svg[data-icon='phone'] {
    color: ${({ theme }) => theme.colors.brand[500]};
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Actions = styled.div`
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: 16px;
`;

type Step =
  | { kind: 'checking' }
  | { kind: 'ask'; platformName: string }
  | { kind: 'confirmed' }
  | { kind: 'cancelled' }
  | { kind: 'refused'; message: string };

/** The server's message for a refused scan, confirm or cancel ('' shows the generic one). */
const refusal = (error: unknown): Step => ({
  kind: 'refused',
  message: (error as { message?: string } | null)?.message ?? '',
});

/**
 * /m/qrLogin (login-only, opened by a phone's camera from the login dialog's QR): the signed-in
 * phone user sees which platform asks and confirms or cancels the desktop's sign-in.
 */
export default function QrConfirmPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const ticket = search.get('ticket') ?? '';
  const [scan] = useQrLoginScanMutation();
  const [confirm, confirming] = useQrLoginConfirmMutation();
  const [cancel, cancelling] = useQrLoginCancelMutation();
  const [step, setStep] = useState<Step>({ kind: 'checking' });

  useEffect(() => {
    let live = true;
    scan({ ticket })
      .unwrap()
      .then(
        (view): Step =>
          view.status === 'confirmed'
            ? { kind: 'confirmed' }
            : { kind: 'ask', platformName: view.platformName },
        refusal,
      )
      .then((next) => live && setStep(next));
    return () => void (live = false);
  }, [scan, ticket]);

  const onConfirm = () =>
    confirm({ ticket })
      .unwrap()
      .then(
        () => setStep({ kind: 'confirmed' }),
        (error: unknown) => setStep(refusal(error)),
      );
  const onCancel = () =>
    cancel({ ticket })
      .unwrap()
      .then(
        () => setStep({ kind: 'cancelled' }),
        (error: unknown) => setStep(refusal(error)),
      );

  return (
    <Page aria-labelledby="qr-confirm-title">
      <IconPhone size={48} />
      <h1 id="qr-confirm-title">{t('qrConfirm.title')}</h1>
      {step.kind === 'checking' && <Spinner label={t('qrConfirm.checking')} />}
      {step.kind === 'ask' && (
        <>
          <p>{t('qrConfirm.intro', { platform: step.platformName })}</p>
          <Hint>{t('qrConfirm.hint')}</Hint>
          <Actions>
            <Button variant="primary" size="lg" block loading={confirming.isLoading} onClick={onConfirm}>
              {t('qrConfirm.confirm')}
            </Button>
            <Button size="lg" block loading={cancelling.isLoading} onClick={onCancel}>
              {t('qrConfirm.cancel')}
            </Button>
          </Actions>
        </>
      )}
      {step.kind === 'confirmed' && <p role="status">{t('qrConfirm.confirmed')}</p>}
      {step.kind === 'cancelled' && <p role="status">{t('qrConfirm.cancelled')}</p>}
      {step.kind === 'refused' && <p role="alert">{step.message || t('qrConfirm.invalid')}</p>}
    </Page>
  );
}
