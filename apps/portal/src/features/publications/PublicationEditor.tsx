import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button, Input, RadioGroup, Select, Spinner, TextArea, toast } from '@platform/ui';
import { AreaSelector } from '@platform/ui/domain';
import { documentProblemMessage, type DocumentProblem } from '@platform/contracts/content/client';
import {
  PUBLICATION_KINDS,
  PUBLICATION_LIMITS as L,
  PUBLICATION_SECTIONS,
  PUBLICATION_VISIBILITIES,
  type PublicationSectionValue,
  type PublicationStatusValue,
} from '@platform/contracts/content/publications-limits';
import { currentLanguage } from '../../shared/i18n';
import { AttachmentsField } from './AttachmentsField';
import { CoverField } from './CoverField';
import { forgetUnsavedCopy } from './draftStorage';
import { KindFields } from './KindFields';
import { PublicationPreview } from './PublicationPreview';
import { PublishErrorsBox } from './PublishErrorsBox';
import { publishChecks } from './publishChecks';
import { publishErrorsOf, type PublishErrors } from './publishErrors';
import type { PublicationDraft } from './publicationDraft';
import { usePublicationPublishMutation } from './publicationEditApi';
import { SaveStatus } from './SaveStatus';
import { TagsField } from './TagsField';
import { useAutosave } from './useAutosave';
import { detailPathOf } from './useRouteSection';

const BodyEditor = lazy(() => import('./BodyEditor'));

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  max-width: 960px;
  fieldset {
    margin: 0;
    padding: ${({ theme }) => theme.space.md}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md}px;
  }
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
`;
const Bar = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.sm}px 0;
  background: ${({ theme }) => theme.colors.surface};
`;
const Grow = styled.div`
  flex: 1;
`;
const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const KIND_FIELD = /^(kind|activity|project|industry|registration)/;

/** The refusals a change answers: its fields' own, and the kind group's when a kind field changed. */
function withoutErrorsOf(errors: PublishErrors, changed: string[]): PublishErrors {
  const fields = { ...errors.fields };
  for (const key of changed) delete fields[key as keyof typeof fields];
  if (changed.some((k) => KIND_FIELD.test(k))) delete fields.kindFields;
  return { ...errors, fields };
}

export interface PublicationEditorProps {
  userId: string;
  /** The publication edited; null for a new one. */
  id: string | null;
  status: PublicationStatusValue | null;
  initialDraft: PublicationDraft;
  /** Changes restored from this device: saved with the next autosave. */
  restored: boolean;
  /** The section of the page's route: fixed there. */
  routeSection: PublicationSectionValue | null;
}

/** The edit form with its autosave, preview and publish. */
export function PublicationEditor({
  userId,
  id,
  status,
  initialDraft,
  restored,
  routeSection,
}: PublicationEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [draft, setDraft] = useState(initialDraft);
  const [revision, setRevision] = useState(restored ? 1 : 0);
  const [bodyProblem, setBodyProblem] = useState<DocumentProblem>();
  const [errors, setErrors] = useState<PublishErrors>({ fields: {} });
  const [preview, setPreview] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [publishCall] = usePublicationPublishMutation();
  const published = status === 'published';
  const { state, flush } = useAutosave({
    userId,
    section: routeSection,
    initialId: id,
    draft,
    revision,
    auto: !published,
    blocked: bodyProblem !== undefined,
    onCreated: (created) => void navigate(`${pathname}?id=${created}`, { replace: true }),
  });

  /** One change of the author's (a patch, or one made from the current draft): counted for the autosave. */
  const change = (
    patch: Partial<PublicationDraft> | ((d: PublicationDraft) => Partial<PublicationDraft>),
  ) => {
    setDraft((d) => ({ ...d, ...(typeof patch === 'function' ? patch(d) : patch) }));
    setRevision((r) => r + 1);
    if (typeof patch === 'object') setErrors((e) => withoutErrorsOf(e, Object.keys(patch)));
  };

  const publish = async () => {
    const locale = currentLanguage();
    if (bodyProblem) {
      setErrors({ fields: { body: documentProblemMessage(bodyProblem, locale) } });
      return;
    }
    const missing = publishChecks(draft, locale);
    if (Object.keys(missing).length) {
      setErrors({ fields: missing });
      return;
    }
    setErrors({ fields: {} });
    setPublishing(true);
    try {
      const saved = await flush();
      if ('error' in saved) {
        setErrors(publishErrorsOf(saved.error.message, locale));
        return;
      }
      if (!published) {
        const answer = await publishCall({ id: saved.id });
        if ('error' in answer) {
          const message = (answer.error as { message?: string }).message ?? '';
          setErrors(publishErrorsOf(message, locale));
          return;
        }
      }
      forgetUnsavedCopy({ userId, id: saved.id, section: routeSection });
      toast.success(t(published ? 'publications.edit.updated' : 'publications.edit.published'));
      void navigate(detailPathOf(pathname, saved.id));
    } finally {
      setPublishing(false);
    }
  };

  const f = errors.fields;
  return (
    <Form
      noValidate
      aria-label={t(id ? 'publications.edit.titleEdit' : 'publications.edit.titleNew')}
      // Enter in a field must not publish: only the button does.
      onSubmit={(e) => e.preventDefault()}
    >
      {restored && <p role="status">{t('publications.edit.restored')}</p>}
      <PublishErrorsBox errors={errors} />
      {preview ? (
        <PublicationPreview draft={draft} />
      ) : (
        <>
          <RadioGroup
            label={t('publications.edit.kind')}
            direction="row"
            options={PUBLICATION_KINDS.map((k) => ({ value: k, label: t(`publications.kinds.${k}`) }))}
            value={draft.kind}
            onChange={(kind) => change({ kind })}
          />
          <Input
            label={t('publications.edit.title')}
            placeholder={t('publications.edit.titlePlaceholder')}
            value={draft.title}
            maxLength={L.title}
            showCount
            aria-required
            error={f.title}
            onChange={(e) => change({ title: e.target.value })}
          />
          <Columns>
            <div>
              <Select
                label={t('publications.edit.section')}
                value={draft.section ?? ''}
                placeholder={t('publications.edit.sectionNone')}
                options={PUBLICATION_SECTIONS.map((s) => ({
                  value: s,
                  label: t(`publications.edit.sections.${s}`),
                }))}
                disabled={routeSection !== null}
                error={f.section}
                aria-describedby={routeSection ? 'publication-section-fixed' : undefined}
                onChange={(v) => change({ section: PUBLICATION_SECTIONS.find((s) => s === v) ?? null })}
              />
              {routeSection && (
                <small id="publication-section-fixed">{t('publications.edit.sectionFixed')}</small>
              )}
            </div>
            <Select
              label={t('publications.edit.visibility')}
              value={draft.visibility}
              placeholder={null}
              options={PUBLICATION_VISIBILITIES.map((v) => ({
                value: v,
                label: t(`publications.edit.visibilities.${v}`),
              }))}
              error={f.visibility}
              onChange={(v) =>
                change({ visibility: PUBLICATION_VISIBILITIES.find((x) => x === v) ?? 'public' })
              }
            />
            <AreaSelector
              label={t('publications.edit.region')}
              placeholder={t('publications.edit.regionPick')}
              excludeNationwide
              value={draft.regionCode}
              error={f.regionCode}
              onChange={(regionCode) => change({ regionCode })}
            />
          </Columns>
          <KindFields draft={draft} errors={f} set={(field, value) => change({ [field]: value })} />
          <CoverField value={draft.cover} onChange={(cover) => change({ cover })} />
          <TextArea
            label={t('publications.edit.summary')}
            placeholder={t('publications.edit.summaryPlaceholder')}
            value={draft.summary}
            maxLength={L.summary}
            showCount
            error={f.summary}
            onChange={(e) => change({ summary: e.target.value })}
          />
          <div>
            <Suspense fallback={<Spinner label={t('publications.edit.bodyLoading')} />}>
              <BodyEditor
                initialDocument={draft.body}
                label={t('publications.edit.body')}
                onChange={(body, problem) => {
                  setBodyProblem(problem);
                  change({ body });
                }}
              />
            </Suspense>
            {f.body && <FieldError role="alert">{f.body}</FieldError>}
          </div>
          <TagsField value={draft.tags} error={f.tags} onChange={(tags) => change({ tags })} />
          <AttachmentsField
            value={draft.attachments}
            error={f.attachments}
            onAdd={(a) => change((d) => ({ attachments: [...d.attachments, a] }))}
            onRemove={(url) => change((d) => ({ attachments: d.attachments.filter((a) => a.url !== url) }))}
          />
        </>
      )}
      <Bar>
        <Grow>
          <SaveStatus state={state} />
        </Grow>
        <Button aria-pressed={preview} onClick={() => setPreview((p) => !p)}>
          {t(preview ? 'publications.edit.backToEdit' : 'publications.edit.preview')}
        </Button>
        <Button variant="primary" loading={publishing} disabled={publishing} onClick={() => void publish()}>
          {t(published ? 'publications.edit.update' : 'publications.edit.publish')}
        </Button>
      </Bar>
    </Form>
  );
}
