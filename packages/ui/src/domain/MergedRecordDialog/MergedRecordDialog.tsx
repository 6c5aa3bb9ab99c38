import styled from 'styled-components';
import { formatMessageTime } from '../../helpers/chat';
import { Dialog } from '../../primitives/Dialog';
import { Empty } from '../../primitives/Empty';
import { ChatAvatar } from '../ChatAvatar';
import { isTip, type ChatMessageItem } from '../MessageBubble/message';
import { MessageBubble } from '../MessageBubble/MessageBubble';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  max-height: 60vh;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  padding-bottom: ${({ theme }) => theme.space.md}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;

const Meta = styled.p`
  display: flex;
  justify-content: space-between;
  width: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs}px;
`;

export interface MergedRecordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record's title (李娜和王芳的聊天记录). */
  title: string;
  /** The record's messages, oldest first; shown read-only. */
  messages: ChatMessageItem[];
  onOpenMedia?: (message: ChatMessageItem) => void;
  onOpenCard?: (vcardId: string) => void;
  /** A merged record inside the record. */
  onOpenMerged?: (message: ChatMessageItem) => void;
  now?: Date;
}

/** A merged record's messages, read-only: sender, time and content of each. */
export function MergedRecordDialog({
  open,
  onOpenChange,
  title,
  messages,
  onOpenMedia,
  onOpenCard,
  onOpenMerged,
  now,
}: MergedRecordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} width={576}>
      {messages.length === 0 ? (
        <Empty />
      ) : (
        <List>
          {messages.map((m) => (
            <Item key={m.id}>
              {!isTip(m.content) && (
                <ChatAvatar src={m.senderAvatar} name={m.senderName} size={32} decorative />
              )}
              <Body>
                <Meta>
                  <span>{m.senderName}</span>
                  <time>{formatMessageTime(m.time, now)}</time>
                </Meta>
                <MessageBubble
                  message={{ ...m, mine: false }}
                  onOpenMedia={onOpenMedia}
                  onOpenCard={onOpenCard}
                  onOpenMerged={onOpenMerged}
                />
              </Body>
            </Item>
          ))}
        </List>
      )}
    </Dialog>
  );
}
