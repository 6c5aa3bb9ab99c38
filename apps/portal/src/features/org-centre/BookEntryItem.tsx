import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Tag } from '@platform/ui';
import { AvatarImage } from '@platform/ui/domain';
import { c2cConversationId } from '@platform/contracts/im/ids';
import type { BookEntry } from '@platform/contracts/org-centre/schemas';
import { viewPath } from '../cards';
import { imUrl } from '../im';
import { listRow } from '../../shared/layout/listRow';
import { Actions, TextLink } from '../../shared/layout/documentPage';
import { useAppSelector } from '../../shared/store/hooks';

const Item = styled.li`
  ${listRow}
`;
const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  strong {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm}px;
    overflow-wrap: anywhere;
  }
`;

const isUserId = (id: string) => /^\d{1,19}$/.test(id);

/**
 * One colleague: avatar, name, post and department, phone and email; their default card when they
 * have one, and a chat (the C2C conversation on /im/index, as the discover members page opens it).
 */
export function BookEntryItem({ entry }: { entry: BookEntry }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useAppSelector((s) => s.app.userInfo?.userId ?? '');
  const name = entry.realName;
  const canChat = !entry.isSelf && isUserId(me) && isUserId(entry.userId);
  return (
    <Item data-testid="book-entry">
      <AvatarImage src={entry.avatar} alt="" size={40} />
      <Body>
        <strong>
          {name} {entry.isSelf && <Tag tone="neutral">{t('orgCentre.book.self')}</Tag>}
        </strong>
        <small>{[entry.postName, entry.departmentName].filter(Boolean).join(' · ') || '-'}</small>
        <small>
          {[
            entry.phone && `${t('orgCentre.book.phone')}: ${entry.phone}`,
            entry.email && `${t('orgCentre.book.email')}: ${entry.email}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </small>
      </Body>
      <Actions>
        {entry.cardId && (
          <TextLink to={viewPath(entry.cardId)} aria-label={t('orgCentre.book.cardOf', { name })}>
            {t('orgCentre.book.card')}
          </TextLink>
        )}
        {canChat && (
          <Button
            size="sm"
            aria-label={t('orgCentre.book.chatWith', { name })}
            onClick={() => void navigate(imUrl({ conversationId: c2cConversationId(me, entry.userId) }))}
          >
            {t('orgCentre.book.chat')}
          </Button>
        )}
      </Actions>
    </Item>
  );
}
