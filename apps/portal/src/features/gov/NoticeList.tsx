import { useTranslation } from 'react-i18next';
import { Empty, Tag } from '@platform/ui';
import type { Notice } from './govApi';
import { Items, Prose } from './styles';

/** Notices as cards: title, type, desk, time and the text as typed (never HTML). */
export function NoticeList({
  notices,
  empty,
  desk,
}: {
  notices: readonly Notice[];
  empty: string;
  desk: boolean;
}) {
  const { t } = useTranslation();
  if (!notices.length) return <Empty description={empty} />;
  return (
    <Items>
      {notices.map((n) => (
        <li key={n.noticeId}>
          <h3>
            <Tag tone={n.category === 'policy' ? 'warning' : 'brand'}>
              {t(`gov.noticeCategories.${n.category}`)}
            </Tag>{' '}
            {n.title}
          </h3>
          <small>
            {[
              n.deskName,
              n.createdAt,
              desk && n.authorName,
              desk && t('gov.notices.recipients', { count: n.recipients }),
              n.target === 'all'
                ? t('gov.notices.targetAll')
                : n.companies.map((c) => c.companyName).join('、'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </small>
          <Prose>{n.body}</Prose>
        </li>
      ))}
    </Items>
  );
}
