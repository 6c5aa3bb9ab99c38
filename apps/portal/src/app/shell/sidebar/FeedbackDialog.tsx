import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Input, TextArea, toast } from '@platform/ui';
import type { systemApi } from '@platform/contracts';
import { systemRoutes } from '@platform/contracts/system/routes';
import { callOf, platformApi, routesOf, type In } from '../../../shared/api/api';

const system = routesOf<typeof systemApi>(systemRoutes);

const feedbackApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    submitFeedback: build.mutation<unknown, In<typeof system.feedbackSubmit>>({
      query: (input) => callOf(system.feedbackSubmit, input),
    }),
  }),
});

export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [error, setError] = useState('');
  const [submit, { isLoading }] = feedbackApi.useSubmitFeedbackMutation();
  const send = async () => {
    if (!content.trim()) return setError(t('sideBar.feedbackRequired'));
    const result = await submit({
      content: content.trim(),
      contact: contact.trim() || undefined,
      pageUrl: window.location.pathname,
    });
    if ('data' in result) {
      toast.success(t('sideBar.feedbackThanks'));
      setContent('');
      setContact('');
      onClose();
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('sideBar.feedbackTitle')}
      width={540}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={isLoading} onClick={() => void send()}>
            {t('common.submit')}
          </Button>
        </>
      }
    >
      <TextArea
        label={t('sideBar.feedbackContent')}
        value={content}
        maxLength={500}
        showCount
        error={error || undefined}
        onChange={(e) => (setContent(e.target.value), setError(''))}
      />
      <Input
        label={t('sideBar.feedbackContact')}
        value={contact}
        maxLength={100}
        onChange={(e) => setContact(e.target.value)}
      />
    </Dialog>
  );
}
