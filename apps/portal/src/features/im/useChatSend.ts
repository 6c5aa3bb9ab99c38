import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@platform/ui';
import type { ChatClient, OutgoingMessage } from '@platform/chat';
import type { ChatTarget } from '@platform/contracts/im/realtime';
import { useUploadFile } from '../../shared/api/useUploadFile';
import { chatErrorView } from './chatErrors';

export interface UploadRow {
  id: string;
  name: string;
  percent: number;
}

/** A refusal's text by spec 1 §8 (silent ones stay silent). */
export function useChatErrorToast() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const e = (error ?? {}) as { code?: number; msg?: string; message?: string };
      const view = chatErrorView(e, (key) => t(`im.errors.${key}`));
      if (view.text) toast.error(view.text);
    },
    [t],
  );
}

/**
 * Sends to one conversation: text, emoji, images and files (uploaded first, with progress), and
 * business cards. A refused message stays in the list as failed, with its retry.
 */
export function useChatSend(client: ChatClient | null, to: ChatTarget | null, onQueued: () => void) {
  const { t } = useTranslation();
  const upload = useUploadFile();
  const showError = useChatErrorToast();
  const [uploads, setUploads] = useState<UploadRow[]>([]);

  const send = useCallback(
    (message: Omit<OutgoingMessage, 'to'>) => {
      if (!client || !to) return;
      const sending = client.send({ ...message, to });
      onQueued();
      void sending.catch(showError).finally(onQueued);
    },
    [client, to, onQueued, showError],
  );

  const sendFiles = useCallback(
    async (files: readonly File[], kind: 'image' | 'file') => {
      for (const file of files) {
        const id = `${file.name}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
        setUploads((rows) => [...rows, { id, name: file.name, percent: 0 }]);
        try {
          const isVideo = file.type.startsWith('video/');
          const uploaded = await upload(file, kind === 'image' ? (isVideo ? 'video' : 'image') : 'file', {
            onProgress: (fraction) =>
              setUploads((rows) =>
                rows.map((r) => (r.id === id ? { ...r, percent: Math.round(fraction * 100) } : r)),
              ),
          });
          const payload = { url: uploaded.url, name: file.name, size: file.size };
          send({ type: kind === 'image' ? (isVideo ? 'video' : 'image') : 'file', payload });
        } catch (error) {
          toast.error((error as Error).message || t('im.chat.uploadFailed'));
        } finally {
          setUploads((rows) => rows.filter((r) => r.id !== id));
        }
      }
    },
    [upload, send, t],
  );

  return { send, sendFiles, uploads };
}
