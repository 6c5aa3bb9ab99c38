import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui';
import type { GroupDetail } from '@platform/contracts/im/chat';
import type { ForwardMode } from './forward';
import { Header } from './ChatPanel.styles';

export interface ChatHeaderProps {
  title: string;
  group: GroupDetail | undefined;
  memberCount: number;
  peerId: string;
  selecting: boolean;
  selectedCount: number;
  onShowMembers: () => void;
  onShowCard: () => void;
  onSelectStart: () => void;
  onForward: (mode: ForwardMode) => void;
  onSelectCancel: () => void;
}

/** The conversation's name, its members or the peer's card, and the multi-select toolbar. */
export function ChatHeader(props: ChatHeaderProps) {
  const { t } = useTranslation();
  const { title, group, memberCount, peerId, selecting, selectedCount } = props;
  return (
    <Header>
      <h2>{title}</h2>
      {selecting ? (
        <>
          <span role="status">{t('im.chat.selected', { count: selectedCount })}</span>
          <Button size="sm" disabled={!selectedCount} onClick={() => props.onForward(2)}>
            {t('im.chat.forwardOne')}
          </Button>
          <Button size="sm" disabled={!selectedCount} onClick={() => props.onForward(3)}>
            {t('im.chat.forwardMerged')}
          </Button>
          <Button size="sm" variant="text" onClick={props.onSelectCancel}>
            {t('im.chat.cancel')}
          </Button>
        </>
      ) : (
        <>
          <Button size="sm" variant="text" onClick={props.onSelectStart}>
            {t('im.chat.multiSelect')}
          </Button>
          {group ? (
            <Button size="sm" onClick={props.onShowMembers} aria-label={t('im.chat.showMembers')}>
              {t('im.chat.members', { count: memberCount })}
            </Button>
          ) : peerId ? (
            <Button size="sm" onClick={props.onShowCard}>
              {t('im.friends.viewCard')}
            </Button>
          ) : null}
        </>
      )}
    </Header>
  );
}
