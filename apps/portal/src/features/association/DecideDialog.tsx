import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSOCIATION_LIMITS as L } from '@platform/contracts';
import { TextArea, toast } from '@platform/ui';
import { FormDialog } from '../../shared/layout/FormDialog';
import {
  useAssocApplicationApproveMutation,
  useAssocApplicationRejectMutation,
  type AssocApplication,
} from './associationApi';
import { LevelField, TermFields, useLevelAndTerm } from './LevelTermFields';
import { Fields } from './styles';

/** 通过 (a level and a term) or 拒绝 (a reason, required) a pending application. */
export function DecideDialog({
  application: a,
  approve,
  onClose,
}: {
  application: AssocApplication;
  approve: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const member = useLevelAndTerm();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [doApprove, approving] = useAssocApplicationApproveMutation();
  const [doReject, rejecting] = useAssocApplicationRejectMutation();
  const submit = () => {
    if (!approve && !reason.trim()) return setError(t('association.applications.reasonRequired'));
    if (approve && !member.termValid) return setError(t('association.members.termInvalid'));
    const { levelId, termStart, termEnd } = member;
    const done = approve
      ? doApprove({ applicationId: a.applicationId, levelId, termStart, termEnd })
          .unwrap()
          .then(() => t('association.applications.approved'))
      : doReject({ applicationId: a.applicationId, reason: reason.trim() })
          .unwrap()
          .then(() => t('association.applications.rejected'));
    void done
      .then((text) => {
        toast.success(text);
        onClose();
      })
      .catch(() => undefined);
  };
  return (
    <FormDialog
      title={t(approve ? 'association.applications.approveTitle' : 'association.applications.rejectTitle', {
        name: a.companyName,
      })}
      okLabel={t(approve ? 'association.applications.approve' : 'association.applications.reject')}
      saving={approving.isLoading || rejecting.isLoading}
      onOk={submit}
      onClose={onClose}
    >
      <Fields>
        {approve ? (
          <>
            <LevelField state={member} label={t('association.applications.level')} />
            <TermFields state={member} />
          </>
        ) : (
          <TextArea
            label={t('association.applications.reason')}
            maxLength={L.reasonMax}
            value={reason}
            onChange={(e) => (setReason(e.target.value), setError(''))}
          />
        )}
        {error && <p role="alert">{error}</p>}
      </Fields>
    </FormDialog>
  );
}
