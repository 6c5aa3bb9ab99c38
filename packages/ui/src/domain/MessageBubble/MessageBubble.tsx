import { formatFileSize } from '../../helpers/chat';
import { safeUrl } from '@platform/contracts/url';
import { IconFile } from '../../icons';
import { useUiMessages } from '../../locale';
import { ChatAvatar } from '../ChatAvatar';
import { linkify } from './linkify';
import { SystemNoticeCard } from './SystemNoticeCard';
import { WorkReminderCard } from './WorkReminderCard';
import { customTipText, groupTipText, type ChatContent, type ChatMessageItem } from './message';
import {
  Bubble,
  CardButton,
  Ellipsis,
  Face,
  FileBox,
  Footer,
  MediaButton,
  Muted,
  Play,
  Row,
  Tip,
} from './MessageBubble.styles';

export interface MessageBubbleProps {
  message: ChatMessageItem;
  /** Image or video clicked: the portal opens the kit's Lightbox on it. */
  onOpenMedia?: (message: ChatMessageItem) => void;
  /** Card message clicked: the portal opens the card detail dialog. */
  onOpenCard?: (vcardId: string) => void;
  /** Merged record clicked: the portal opens the MergedRecordDialog. */
  onOpenMerged?: (message: ChatMessageItem) => void;
  /** A link of this site in a work reminder or system notice clicked: the portal navigates inside the app. */
  onNavigate?: (href: string) => void;
}

/** The content of one message by type; text is rendered as text (never HTML), links only http/https. */
export function MessageBubble({
  message,
  onOpenMedia,
  onOpenCard,
  onOpenMerged,
  onNavigate,
}: MessageBubbleProps) {
  const messages = useUiMessages();
  const t = messages.chat;
  const { content, mine } = message;
  switch (content.type) {
    case 'text':
      return (
        <Bubble $mine={mine} data-type="text">
          {linkify(content.text).map((part, i) =>
            part.href ? (
              <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
                {part.text}
              </a>
            ) : (
              part.text
            ),
          )}
        </Bubble>
      );
    case 'face':
      return (
        <Bubble $mine={mine} $plain data-type="face">
          <Face role="img" aria-label={content.name ?? content.emoji}>
            {content.emoji}
          </Face>
        </Bubble>
      );
    case 'image': {
      const src = safeUrl(content.thumbUrl || content.url, 'image');
      return (
        <MediaButton
          type="button"
          aria-label={t.viewImage}
          onClick={() => onOpenMedia?.(message)}
          data-type="image"
        >
          {src ? (
            <img src={src} alt={t.image} width={content.width} height={content.height} loading="lazy" />
          ) : (
            <Muted>{t.summary.image}</Muted>
          )}
        </MediaButton>
      );
    }
    case 'video': {
      const poster = safeUrl(content.posterUrl, 'image');
      return (
        <MediaButton
          type="button"
          aria-label={t.playVideo}
          onClick={() => onOpenMedia?.(message)}
          data-type="video"
        >
          {poster ? <img src={poster} alt="" loading="lazy" /> : <Muted>{t.summary.video}</Muted>}
          <Play aria-hidden="true">▶</Play>
        </MediaButton>
      );
    }
    case 'audio':
      return (
        <Bubble $mine={mine} $plain data-type="audio">
          <audio
            controls
            preload="none"
            src={safeUrl(content.url, 'media')}
            aria-label={t.audio(content.duration)}
          >
            <track kind="captions" />
          </audio>
        </Bubble>
      );
    case 'file': {
      const href = safeUrl(content.url);
      return (
        <FileBox data-type="file">
          <IconFile size={28} />
          <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 }}>
            <Ellipsis title={content.name}>{content.name}</Ellipsis>
            <Muted>{formatFileSize(content.size)}</Muted>
          </span>
          {href && (
            <a
              href={href}
              download={content.name}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t.downloadFile(content.name)}
            >
              {t.download}
            </a>
          )}
        </FileBox>
      );
    }
    case 'card':
      return (
        <CardButton type="button" onClick={() => onOpenCard?.(content.vcardId)} data-type="card">
          <Row>
            <ChatAvatar src={content.avatar} name={content.name} size={40} decorative />
            <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
              <Ellipsis>{content.name}</Ellipsis>
              {content.post && <Muted>{content.post}</Muted>}
            </span>
          </Row>
          {content.orgName && <Muted>{content.orgName}</Muted>}
          <Footer>{t.card}</Footer>
        </CardButton>
      );
    case 'merged':
      return (
        <CardButton type="button" onClick={() => onOpenMerged?.(message)} data-type="merged">
          <Ellipsis>{content.title}</Ellipsis>
          {content.abstractList.map((line, i) => (
            <Muted key={i}>
              <Ellipsis style={{ display: 'block' }}>{line}</Ellipsis>
            </Muted>
          ))}
          <Footer>{t.chatHistory}</Footer>
        </CardButton>
      );
    case 'workReminder':
      return <WorkReminderCard reminder={content.reminder} onNavigate={onNavigate} />;
    case 'systemNotice':
      return <SystemNoticeCard notice={content.notice} onNavigate={onNavigate} />;
    case 'groupTip':
    case 'customTip':
      return <Tip data-type="tip">{tipText(content, t)}</Tip>;
    default:
      return (
        <Bubble $mine={mine} data-type="unsupported">
          {t.unsupported}
        </Bubble>
      );
  }
}

function tipText(content: ChatContent, t: ReturnType<typeof useUiMessages>['chat']): string {
  if (content.type === 'groupTip') return groupTipText(content.tip, t.tips);
  if (content.type === 'customTip') return customTipText(content, t.tips);
  return '';
}
