import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Input, RadioGroup, toast } from '@platform/ui';
import type { UserInfo } from '@platform/contracts';
import { useAppDispatch } from '../../shared/store/hooks';
import { appActions } from '../../shared/session/appSlice';
import { useUpdateProfileMutation } from './userApi';

export const FormGrid = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 480px;
`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ProfileDraft = Pick<UserInfo, 'realName' | 'nickName' | 'email' | 'sex'>;

/** Edits the profile fields the server accepts (update-user-info). */
export function ProfileForm({ initial, onSaved }: { initial: ProfileDraft; onSaved?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<{ realName?: string; email?: string }>({});
  const [save, { isLoading }] = useUpdateProfileMutation();
  const set = (patch: Partial<ProfileDraft>) => setDraft({ ...draft, ...patch });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      realName: draft.realName.trim() ? undefined : t('user.nameRequired'),
      email: draft.email && !EMAIL.test(draft.email) ? t('user.emailInvalid') : undefined,
    };
    setErrors(next);
    if (next.realName || next.email) return;
    const result = await save({
      realName: draft.realName.trim(),
      nickName: draft.nickName.trim() || draft.realName.trim(),
      email: draft.email.trim(),
      sex: draft.sex,
    });
    if ('data' in result && result.data) {
      dispatch(
        appActions.userInfoUpdated({ realName: result.data.realName, nickName: result.data.nickName }),
      );
      toast.success(t('user.saved'));
      onSaved?.();
    }
  };

  return (
    <FormGrid onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('user.editProfile')}>
      <Input
        label={t('user.realName')}
        value={draft.realName}
        maxLength={32}
        error={errors.realName}
        onChange={(e) => set({ realName: e.target.value })}
      />
      <Input
        label={t('user.nickName')}
        value={draft.nickName}
        maxLength={32}
        onChange={(e) => set({ nickName: e.target.value })}
      />
      <Input
        label={t('user.email')}
        type="email"
        value={draft.email}
        maxLength={100}
        error={errors.email}
        onChange={(e) => set({ email: e.target.value })}
      />
      <RadioGroup
        label={t('user.sex')}
        direction="row"
        value={String(draft.sex)}
        onChange={(value) => set({ sex: Number(value) })}
        options={[
          { value: '0', label: t('user.sexUnknown') },
          { value: '1', label: t('user.sexMale') },
          { value: '2', label: t('user.sexFemale') },
        ]}
      />
      <div>
        <Button type="submit" variant="primary" loading={isLoading}>
          {t('common.save')}
        </Button>
      </div>
    </FormGrid>
  );
}
