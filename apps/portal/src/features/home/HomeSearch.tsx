import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Input, Spinner } from '@platform/ui';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { appActions } from '../../shared/session/appSlice';
import { setPendingTarget } from '../../shared/router/navigationHistory';
import { useSearchPreviewQuery } from './homeApi';

const Form = styled.form`
  display: flex;
  gap: 8px;
  width: min(640px, 100%);
  margin: 0 auto;
  > :first-child {
    flex: 1;
  }
`;

const Results = styled.section`
  width: min(640px, 100%);
  margin: 16px auto 0;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 0 4px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** Discover with the keyword searched (where a visitor's search continues after login). */
const discoverAddress = (keyword: string) =>
  `/home/discover${keyword ? `?q=${encodeURIComponent(keyword)}` : ''}`;

/**
 * The landing page's company search: visitors get the first five results and the count; the rest,
 * the figures and the filters open after login, on /home/discover with the same keyword.
 */
export function HomeSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => Boolean(s.app.token));
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  const { data, isFetching, isError } = useSearchPreviewQuery(
    { keyword: keyword ?? '' },
    { skip: keyword === null },
  );
  const discover = discoverAddress(keyword ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (signedIn) return void navigate(discoverAddress(value));
    setKeyword(value);
  };
  const seeAll = () => {
    setPendingTarget(discover);
    dispatch(appActions.loginDialogShown(true));
  };

  return (
    <>
      <Form role="search" aria-label={t('home.searchLabel')} onSubmit={onSubmit}>
        <Input
          aria-label={t('home.searchLabel')}
          placeholder={t('home.searchPlaceholder')}
          value={text}
          maxLength={50}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="primary">
          {t('home.search')}
        </Button>
      </Form>
      {keyword !== null && (
        <Results aria-label={t('home.results')} aria-busy={isFetching}>
          {isFetching && !data ? (
            <Spinner />
          ) : isError || !data ? (
            <p role="alert">{t('home.searchFailed')}</p>
          ) : data.records.length === 0 ? (
            <p>{t('home.noResults')}</p>
          ) : (
            <>
              <ul data-testid="home-results">
                {data.records.map((r) => (
                  <li key={r.companyId}>
                    <strong>{r.companyName}</strong>
                    <small>{[r.regStatusName, r.area, r.industryName].filter(Boolean).join(' · ')}</small>
                  </li>
                ))}
              </ul>
              <More>
                <span>{t(data.totalExact ? 'home.total' : 'home.totalAbout', { count: data.total })}</span>
                <Button variant="primary" onClick={seeAll}>
                  {t('home.loginForAll')}
                </Button>
              </More>
            </>
          )}
        </Results>
      )}
    </>
  );
}
