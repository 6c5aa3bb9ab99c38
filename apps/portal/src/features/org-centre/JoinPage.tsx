import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, formatDateTime } from '@platform/ui';
import { Alert, Hint, TextLink, Wrap } from '../../shared/layout/documentPage';
import { useJoinApplyMutation, useJoinPreviewQuery } from './orgCentreApi';
import { useRefusal } from './words';
import './i18n';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * /user/join?invite=…: where a signed-in invitee lands from an invitation link or QR. Shows the
 * organisation and who invited, and applies to join (an administrator approves). A bad or expired
 * link shows the server's message.
 */
export default function JoinPage() {
  const { t } = useTranslation();
  const refusalOf = useRefusal();
  const [params] = useSearchParams();
  const token = params.get('invite')?.trim() ?? '';
  const wellFormed = TOKEN.test(token);
  const { data, error, isLoading } = useJoinPreviewQuery({ token }, { skip: !wellFormed });
  const [apply, { isLoading: applying }] = useJoinApplyMutation();
  const [applied, setApplied] = useState<'pending' | 'approved' | 'rejected' | null>(null);
  const [refusal, setRefusal] = useState('');

  const submit = async () => {
    setRefusal('');
    try {
      setApplied((await apply({ token }).unwrap()).status);
    } catch (e) {
      setRefusal(refusalOf(e));
    }
  };

  const standing = applied === 'approved' ? 'member' : applied === 'pending' ? 'pending' : data?.standing;
  return (
    <Wrap data-testid="org-join">
      <h1>{t('orgCentre.join.title')}</h1>
      {!wellFormed ? (
        <Alert role="alert">{t('orgCentre.join.noToken')}</Alert>
      ) : isLoading ? (
        <Spinner />
      ) : error || !data ? (
        <Alert role="alert">{refusalOf(error)}</Alert>
      ) : (
        <>
          <h2>{data.tenantName}</h2>
          <p>{t('orgCentre.join.invited', { inviter: data.inviterName })}</p>
          <Hint>{t('orgCentre.join.expire', { time: formatDateTime(data.expireTime) })}</Hint>
          {standing === 'none' && (
            <p>
              <Button variant="primary" loading={applying} onClick={() => void submit()}>
                {t('orgCentre.join.apply')}
              </Button>
            </p>
          )}
          {standing === 'pending' && <p role="status">{t('orgCentre.join.pending')}</p>}
          {standing === 'member' && (
            <p role="status">
              {applied === 'approved' ? t('orgCentre.join.approved') : t('orgCentre.join.member')}{' '}
              <TextLink to="/user/dept/book">{t('orgCentre.join.toBook')}</TextLink>
            </p>
          )}
          {refusal && <Alert role="alert">{refusal}</Alert>}
        </>
      )}
    </Wrap>
  );
}
