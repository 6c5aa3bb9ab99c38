import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSOCIATION_POST_KINDS, type AssociationPostKind } from '@platform/contracts';
import { Select, toast } from '@platform/ui';
import { FormDialog } from '../../shared/layout/FormDialog';
import {
  useAssocOwnPublicationsQuery,
  useAssocPostSendMutation,
  useAssocSettingsQuery,
} from './associationApi';
import { Fields } from './styles';

/**
 * 发送给会员: one of the organisation's published articles (a notice) or activities (an event),
 * written in the content module's editor, sent to the members; the server checks that members,
 * who belong to other organisations, may read it.
 */
export function PostDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  const [kind, setKind] = useState<AssociationPostKind>('activity');
  const [publicationId, setPublicationId] = useState('');
  const [error, setError] = useState('');
  const { data: settings } = useAssocSettingsQuery();
  const tenantId = settings?.associationId ?? '';
  const { data } = useAssocOwnPublicationsQuery(
    { tenantId, kind, current: 1, size: 50 },
    { skip: !tenantId },
  );
  const [send, { isLoading }] = useAssocPostSendMutation();
  const options = (data?.records ?? []).map((p) => ({ value: p.id, label: p.title }));
  const submit = () => {
    if (!publicationId) return setError(t('association.posts.chooseRequired'));
    void send({ publicationId })
      .unwrap()
      .then((sent) => {
        toast.success(t('association.posts.sent', { count: sent.sentNow }));
        onClose();
      })
      .catch(() => undefined);
  };
  return (
    <FormDialog title={t('association.posts.dialogTitle')} saving={isLoading} onOk={submit} onClose={onClose}>
      <Fields>
        <Select
          label={t('association.posts.kind')}
          placeholder={null}
          value={kind}
          options={ASSOCIATION_POST_KINDS.map((k) => ({
            value: k,
            label: t(`association.posts.kinds.${k}`),
          }))}
          onChange={(v) => (setKind(v as AssociationPostKind), setPublicationId(''), setError(''))}
        />
        <Select
          label={t('association.posts.publication')}
          aria-describedby={hintId}
          value={publicationId}
          options={options}
          onChange={(v) => (setPublicationId(v), setError(''))}
        />
        <p id={hintId}>
          {data && !options.length ? t('association.posts.none') : t('association.posts.publicationHint')}
        </p>
        {error && <p role="alert">{error}</p>}
      </Fields>
    </FormDialog>
  );
}
