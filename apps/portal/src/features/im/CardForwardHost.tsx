import { useEffect, useState } from 'react';
import type { ChatMessage } from '@platform/contracts/im/realtime';
import { onPortalEvent } from '../../shared/events';
import { ForwardHost } from './ForwardHost';

/** A card to forward, as the one message a type-1 forward sends. */
export function cardMessage(vcardId: string, me: string): ChatMessage {
  return {
    id: `card:${vcardId}`,
    conversationId: '',
    conversationType: 'C2C',
    seq: 1,
    senderId: me,
    clientMsgId: `card-${vcardId}`,
    type: 'custom',
    payload: { kind: 'card', vcardId },
    time: new Date().toISOString(),
  };
}

/** Opens the forward dialog when a card asks to be forwarded (the card detail dialog's 转发). */
export function CardForwardHost({ me }: { me: string }) {
  const [vcardId, setVcardId] = useState<string | null>(null);
  useEffect(() => onPortalEvent('forwardCard', ({ vcardId: id }) => setVcardId(id)), []);
  if (!vcardId) return null;
  return (
    <ForwardHost
      request={{ mode: 1, messages: [cardMessage(vcardId, me)] }}
      me={me}
      conversationTitle=""
      nameOf={(id) => id}
      onDone={() => setVcardId(null)}
    />
  );
}
