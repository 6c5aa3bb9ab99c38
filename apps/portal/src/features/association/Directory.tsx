import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, Input, Spinner, Tag, useUiConfig } from '@platform/ui';
import { useDebounced } from '../../shared/hooks/useDebounced';
import { useAssocDirectoryQuery } from './associationApi';
import { CardGrid, Muted } from './styles';
import { levelLabel } from './view';

/**
 * 会员名录: active members in level order, each with its contact's business card on the platform as
 * the server masks it for the viewer (a private card does not show).
 */
export function Directory() {
  const { t } = useTranslation();
  const { locale } = useUiConfig();
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim(), 300);
  const { data, isLoading } = useAssocDirectoryQuery(keyword ? { keyword } : {});
  return (
    <div data-testid="assoc-directory">
      <Input
        type="search"
        label={t('association.directory.keyword')}
        maxLength={50}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {isLoading || !data ? (
        <Spinner />
      ) : !data.length ? (
        <Empty description={t('association.directory.empty')} />
      ) : (
        <CardGrid>
          {data.map((m) => (
            <li key={m.memberId}>
              <h3>{m.companyName}</h3>
              <Tag>{levelLabel(m.levelName, locale)}</Tag>
              <p>
                {m.contactName}
                {m.card?.post ? ` · ${m.card.post}` : ''}
              </p>
              {m.card ? (
                <>
                  {m.card.orgName && <p>{m.card.orgName}</p>}
                  {m.card.phone && (
                    <p>
                      {t('association.directory.phone')}: {m.card.phone}
                    </p>
                  )}
                  {m.card.email && (
                    <p>
                      {t('association.directory.email')}: {m.card.email}
                    </p>
                  )}
                </>
              ) : (
                <Muted>{t('association.directory.noCard')}</Muted>
              )}
            </li>
          ))}
        </CardGrid>
      )}
    </div>
  );
}
