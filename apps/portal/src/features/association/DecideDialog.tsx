import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSOCIATION_LIMITS as L } from '@platform/contracts';
import { Input, Select, TextArea, toast, useUiConfig } from '@platform/ui';
import { FormDialog } from '../../shared/layout/FormDialog';
import {
  useAssocApplicationApproveMutation,
  useAssocApplicationRejectMutation,
  useAssocLevelListQuery,
  type AssocApplication,
} from './associationApi';
import { Fields } from './styles';
import { chinaToday, levelLabel } from './view';

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
  const { locale } = useUiConfig();
  const { data: levels = [] } = useAssocLevelListQuery();
  const today = chinaToday();
  const [levelId, setLevelId] = useState('');
  const [termStart, setTermStart] = useState(today);
  const [termEnd, setTermEnd] = useState(`${Number(today.slice(0, 4)) + 2}-12-31`);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [doApprove, approving] = useAssocApplicationApproveMutation();
  const [doReject, rejecting] = useAssocApplicationRejectMutation();
  const level = levelId || (levels[levels.length - 1]?.levelId ?? '');
  const submit = () => {
    if (!approve && !reason.trim()) return setError(t('association.applications.reasonRequired'));
    if (approve && (!termStart || !termEnd || termEnd < termStart))
      return setError(t('association.members.termInvalid'));
    const done = approve
      ? doApprove({ applicationId: a.applicationId, levelId: level, termStart, termEnd })
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
            <Select
              label={t('association.applications.level')}
              placeholder={null}
              value={level}
              options={levels.map((l) => ({ value: l.levelId, label: levelLabel(l.name, locale) }))}
              onChange={setLevelId}
            />
            <Input
              type="date"
              label={t('association.members.termStart')}
              value={termStart}
              onChange={(e) => setTermStart(e.target.value)}
            />
            <Input
              type="date"
              label={t('association.members.termEnd')}
              value={termEnd}
              onChange={(e) => setTermEnd(e.target.value)}
            />
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
