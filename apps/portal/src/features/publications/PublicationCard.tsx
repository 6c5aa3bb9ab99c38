import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tag, formatDateTime, safeUrl } from '@platform/ui';
import type { PublicationSummary } from '@platform/contracts/content';

const Card = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.md}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
`;
const Cover = styled.img`
  flex: none;
  width: 160px;
  height: 100px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md}px;
`;
const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  align-content: start;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg}px;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;

/** A published publication in a section's dynamics: cover, title (opens it), summary as text, who, when, counts. */
export function PublicationCard({ p, href }: { p: PublicationSummary; href: string }) {
  const { t } = useTranslation();
  const cover = p.cover ? safeUrl(p.cover, 'image') : undefined;
  return (
    <Card data-testid="publication-card">
      {cover && <Cover src={cover} alt="" loading="lazy" />}
      <Body>
        <h2>
          <Tag>{t(`publications.kinds.${p.kind}`)}</Tag> <Link to={href}>{p.title}</Link>
        </h2>
        {p.summary && <p>{p.summary}</p>}
        <small>
          {[
            t('publications.lists.by', { name: p.author.name, org: p.author.orgName }),
            p.publishedAt && formatDateTime(p.publishedAt),
            t('publications.lists.views', { count: p.viewCount }),
            t('publications.lists.likes', { count: p.likeCount }),
            t('publications.lists.collects', { count: p.collectCount }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </small>
      </Body>
    </Card>
  );
}
