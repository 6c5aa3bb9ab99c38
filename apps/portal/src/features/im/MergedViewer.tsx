import { useMemo } from 'react';
import { MergedRecordDialog, type ChatMessageItem } from '@platform/ui/domain';
import type { ChatMessage } from '@platform/contracts/im/realtime';
import { contentOf } from './toMessageItem';

export interface MergedViewerProps {
  /** The merged message as the list shows it; null when closed. */
  message: ChatMessageItem | null;
  /** Its stored form, whose payload holds the forwarded messages. */
  source: ChatMessage | undefined;
  me: string;
  onClose: () => void;
  onOpenCard: (vcardId: string) => void;
}

interface MergedItem {
  type: string;
  payload: Record<string, unknown>;
  senderId?: string;
  senderName?: string;
  time?: string;
}

/** A merged record's messages, read-only (spec 1 §4 Forward type 3). */
export function MergedViewer({ message, source, me, onClose, onOpenCard }: MergedViewerProps) {
  const items = useMemo((): ChatMessageItem[] => {
    const list = ((source?.payload.messages as MergedItem[] | undefined) ?? []).filter(Boolean);
    return list.map((m, i) => ({
      id: `${source?.id ?? 'merged'}:${i}`,
      time: m.time || (source?.time ?? 0),
      mine: m.senderId === me,
      senderName: m.senderName ?? '',
      content: contentOf(
        m.type,
        m.payload ?? {},
        (id) => (id === m.senderId ? (m.senderName ?? id) : id),
        m.senderId,
      ),
    }));
  }, [source, me]);
  const title = message?.content.type === 'merged' ? message.content.title : '';
  return (
    <MergedRecordDialog
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      messages={items}
      onOpenCard={onOpenCard}
    />
  );
}
