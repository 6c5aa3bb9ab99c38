import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Empty, Spinner } from '@platform/ui';
import type { PublicationDetail } from '@platform/contracts/content';
import type { PublicationSectionValue } from '@platform/contracts/content/publications-limits';
import { Page } from '../../shared/layout/Page';
import { useAppSelector } from '../../shared/store/hooks';
import { readUnsavedCopy } from './draftStorage';
import { draftFromDetail, emptyDraft, type PublicationDraft } from './publicationDraft';
import { usePublicationToEditQuery } from './publicationEditApi';
import { PublicationEditor } from './PublicationEditor';
import { useRouteSection } from './useRouteSection';
import './i18n';

const ID = /^\d{1,19}$/;

/** The draft to start from: this device's unsaved copy when there is one, else the server's. */
function startingDraft(
  userId: string,
  id: string | null,
  section: PublicationSectionValue | null,
  loaded: PublicationDetail | undefined,
): { draft: PublicationDraft; restored: boolean } {
  const copy = readUnsavedCopy({ userId, id, section });
  const draft = copy ?? (loaded ? draftFromDetail(loaded) : emptyDraft(section));
  // A section's page publishes into that section only.
  return { draft: section ? { ...draft, section } : draft, restored: copy !== null };
}

/**
 * /publicationEdit/index and each section's publicationEdit: a new publication (no `id`) or one of
 * the author's own (`?id=`), with autosave, preview and publish.
 */
export default function PublicationEditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // The id the page opened with: the first autosave adds one to the address without reloading.
  const [opened] = useState(() => params.get('id'));
  const id = opened !== null && ID.test(opened) ? opened : null;
  const invalidId = opened !== null && id === null;
  const section = useRouteSection();
  const userId = useAppSelector((s) => s.app.userInfo?.userId ?? '');
  const { data, isLoading, isError } = usePublicationToEditQuery(
    { id: id ?? '' },
    { skip: id === null, refetchOnMountOrArgChange: true },
  );
  if (id && isLoading) return <Spinner label={t('publications.edit.loading')} />;
  if (invalidId || (id && (isError || !data || !data.isOwner)))
    return (
      <Page>
        <Empty description={t('publications.edit.missing')} />
      </Page>
    );
  const start = startingDraft(userId, id, section, data);
  return (
    <Page>
      <h1>{t(id ? 'publications.edit.titleEdit' : 'publications.edit.titleNew')}</h1>
      <PublicationEditor
        userId={userId}
        id={id}
        status={data?.status ?? null}
        initialDraft={start.draft}
        restored={start.restored}
        routeSection={section}
      />
    </Page>
  );
}
