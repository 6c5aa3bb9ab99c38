import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar, safeUrl } from '@platform/ui';
import type { PublicationDetail } from '@platform/contracts/content';

const Card = styled.aside`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  p {
    margin: 0;
  }
`;
const Who = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  flex: 1;
  min-width: 0;
`;
const Org = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** The author: avatar, name, organisation, and their business card when the reader may see one. */
export function AuthorCard({ p }: { p: PublicationDetail }) {
  const { t } = useTranslation();
  const { author } = p;
  const avatar = author.avatar ? safeUrl(author.avatar, 'image') : undefined;
  return (
    <Card aria-label={t('publications.activity.author.title')}>
      <Avatar name={author.name} src={avatar} />
      <Who>
        <p>
          <strong>{author.name}</strong>
        </p>
        {author.orgName && <Org>{author.orgName}</Org>}
      </Who>
      {p.authorCardId && (
        <Link to={`/businessCard/view?vcardId=${encodeURIComponent(p.authorCardId)}&cardType=0`}>
          {t('publications.activity.author.card')}
        </Link>
      )}
    </Card>
  );
}
