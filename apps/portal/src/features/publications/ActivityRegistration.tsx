import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Input, TextArea, toast } from '@platform/ui';
import type { PublicationDetail } from '@platform/contracts/content';
import { INTERACTION_LIMITS as L } from '@platform/contracts/content/interactions-routes';
import { checkPhone } from '@platform/contracts/phone';
import { useAppSelector } from '../../shared/store/hooks';
import { useRequireLogin } from '../../shared/session/useRequireLogin';
import { ActivityStateTag } from './ActivityStateTag';
import { activityState, cancellable } from './activityState';
import { useRegistrationSaveMutation } from './activityApi';
import { useCancelRegistration } from './useCancelRegistration';
import { useReaderStatesQuery } from './publicationsApi';

const Block = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  p {
    margin: 0;
  }
`;
const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

interface Draft {
  name: string;
  phone: string;
  company: string;
  note: string;
}
const EMPTY: Draft = { name: '', phone: '', company: '', note: '' };

/** The fields activityRegistration/save takes; the server's refusal stays in the dialog. */
function RegistrationDialog({
  publicationId,
  open,
  onClose,
}: {
  publicationId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [save, saving] = useRegistrationSaveMutation();
  const nameError = tried && !draft.name.trim() ? t('publications.activity.nameRequired') : undefined;
  const phoneError =
    tried && checkPhone(draft.phone.trim()) !== 'ok' ? t('publications.activity.phoneInvalid') : undefined;
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!draft.name.trim() || checkPhone(draft.phone.trim()) !== 'ok') return;
    setRefusal(null);
    const result = await save({
      publicationId,
      name: draft.name.trim(),
      phone: draft.phone.trim(),
      company: draft.company.trim(),
      note: draft.note.trim(),
    });
    if ('error' in result) {
      // Full, closed or already registered: the server says which (its message, in the reader's language).
      const error = result.error as { message?: string } | undefined;
      setRefusal(error?.message ?? null);
      return;
    }
    toast.success(t('publications.activity.registeredToast'));
    setDraft(EMPTY);
    setTried(false);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('publications.activity.registerTitle')}
      footer={
        <>
          <Button onClick={onClose}>{t('publications.activity.close')}</Button>
          <Button type="submit" form="activity-registration" variant="primary" loading={saving.isLoading}>
            {t('publications.activity.submit')}
          </Button>
        </>
      }
    >
      <Fields id="activity-registration" noValidate onSubmit={(e) => void submit(e)}>
        <Input
          label={t('publications.activity.name')}
          value={draft.name}
          maxLength={L.registrationName}
          required
          error={nameError}
          onChange={set('name')}
        />
        <Input
          label={t('publications.activity.phone')}
          type="tel"
          value={draft.phone}
          required
          error={phoneError}
          onChange={set('phone')}
        />
        <Input
          label={t('publications.activity.company')}
          value={draft.company}
          maxLength={L.registrationCompany}
          onChange={set('company')}
        />
        <TextArea
          aria-label={t('publications.activity.note')}
          placeholder={t('publications.activity.note')}
          value={draft.note}
          maxLength={L.registrationNote}
          onChange={set('note')}
        />
        {refusal && <p role="alert">{refusal}</p>}
      </Fields>
    </Dialog>
  );
}

/**
 * An activity's registration on its detail page: where it stands, register (visitors get the login
 * dialog) and cancel my registration until the activity starts.
 */
export function ActivityRegistration({ p }: { p: PublicationDetail }) {
  const { t } = useTranslation();
  const signedIn = Boolean(useAppSelector((s) => s.app.token));
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);
  const { data: states } = useReaderStatesQuery(
    { publicationIds: [p.id], dynamicIds: [] },
    { skip: !signedIn },
  );
  const registered = Boolean(states?.publications.find((s) => s.publicationId === p.id)?.registered);
  const { cancelRegistration, cancelling } = useCancelRegistration();
  const [now] = useState(() => Date.now());
  const state = activityState(p, now);

  const onRegister = () => {
    if (requireLogin()) setOpen(true);
  };
  return (
    <Block aria-label={t('publications.activity.registerTitle')}>
      <ActivityStateTag state={state} />
      {registered ? (
        <>
          <p>{t('publications.activity.registered')}</p>
          {cancellable(p.activityStart, now) && (
            <Button loading={cancelling} onClick={() => void cancelRegistration(p.id).catch(() => undefined)}>
              {t('publications.activity.cancel')}
            </Button>
          )}
        </>
      ) : (
        state === 'open' && (
          <Button variant="primary" onClick={onRegister}>
            {t('publications.activity.register')}
          </Button>
        )
      )}
      <RegistrationDialog publicationId={p.id} open={open} onClose={() => setOpen(false)} />
    </Block>
  );
}
