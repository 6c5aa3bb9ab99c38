import { useTranslation } from 'react-i18next';
import { Tag, safeUrl } from '@platform/ui';
import { RichDocument } from '@platform/ui/domain';
import { Article, Cover, Facts } from './PublicationArticle.styles';
import type { PublicationDraft } from './publicationDraft';

/** The kind's facts as typed (China time, as the inputs hold them). */
function DraftFacts({ draft }: { draft: PublicationDraft }) {
  const { t } = useTranslation();
  const time = (v: string) => v.replace('T', ' ');
  const rows: [string, string][] =
    draft.kind === 'activity'
      ? [
          [t('publications.edit.activityStart'), time(draft.activityStart)],
          [t('publications.edit.activityEnd'), time(draft.activityEnd)],
          [t('publications.edit.activityPlace'), draft.activityPlace],
          [t('publications.edit.activityCapacity'), draft.activityCapacity],
          [t('publications.edit.registrationDeadline'), time(draft.registrationDeadline)],
        ]
      : draft.kind === 'project'
        ? [
            [t('publications.edit.industry'), draft.industryCode],
            [t('publications.edit.amount'), draft.projectAmount],
          ]
        : [];
  const shown = rows.filter(([, v]) => v);
  if (!shown.length) return null;
  return (
    <Facts>
      {shown.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}

/** The draft as readers will see it: the same RichDocument as the detail page, read-only. */
export function PublicationPreview({ draft }: { draft: PublicationDraft }) {
  const { t } = useTranslation();
  const cover = draft.cover ? safeUrl(draft.cover, 'image') : undefined;
  return (
    <Article aria-label={t('publications.edit.previewTitle')}>
      <header>
        <Tag>{t(`publications.kinds.${draft.kind}`)}</Tag>
        <h2>{draft.title.trim() || t('publications.edit.untitled')}</h2>
        {draft.tags.length > 0 && (
          <p>
            {draft.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </p>
        )}
      </header>
      {cover && <Cover src={cover} alt="" />}
      {draft.summary.trim() && <p>{draft.summary}</p>}
      <DraftFacts draft={draft} />
      <RichDocument document={draft.body} />
      {draft.attachments.length > 0 && (
        <section aria-label={t('publications.edit.attachments')}>
          <ul>
            {draft.attachments.map((a) => (
              <li key={a.url}>{a.name}</li>
            ))}
          </ul>
        </section>
      )}
    </Article>
  );
}
