import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Input, Spinner } from '@platform/ui';
import { TreeEditor } from '@platform/ui/domain';
import { Toolbar, Wrap } from '../../shared/layout/documentPage';
import { BookEntryItem } from './BookEntryItem';
import { PlainList, Split } from './layout';
import { useAddressBookQuery, useDeptListQuery } from './orgCentreApi';
import { treeNodes } from './words';
import './i18n';

/**
 * /user/dept/book: the organisation's address book. The department tree (read-only) on the left
 * narrows the colleagues on the right, as does a search; each colleague has their card and a chat.
 */
export default function AddressBookPage() {
  const { t } = useTranslation();
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const { data: departments } = useDeptListQuery();
  const { data, isFetching } = useAddressBookQuery({
    ...(departmentId ? { departmentId } : {}),
    ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
  });
  const entries = data ?? [];

  return (
    <Wrap data-testid="org-book">
      <h1>{t('orgCentre.book.title')}</h1>
      <Split>
        <div>
          <Toolbar>
            <Button size="sm" disabled={departmentId === null} onClick={() => setDepartmentId(null)}>
              {t('orgCentre.book.allDepartments')}
            </Button>
          </Toolbar>
          <TreeEditor
            label={t('orgCentre.book.tree')}
            nodes={treeNodes(departments ?? [])}
            selectedId={departmentId}
            onSelect={setDepartmentId}
          />
        </div>
        <section aria-label={t('orgCentre.book.title')}>
          <Toolbar>
            <Input
              type="search"
              aria-label={t('orgCentre.book.search')}
              placeholder={t('orgCentre.book.search')}
              value={keyword}
              maxLength={30}
              onChange={(e) => setKeyword(e.target.value)}
            />
          </Toolbar>
          {isFetching && !entries.length ? (
            <Spinner />
          ) : !entries.length ? (
            <Empty description={t('orgCentre.book.empty')} />
          ) : (
            <PlainList aria-label={t('orgCentre.book.title')}>
              {entries.map((entry) => (
                <BookEntryItem key={entry.userId} entry={entry} />
              ))}
            </PlainList>
          )}
        </section>
      </Split>
    </Wrap>
  );
}
