import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ATTRACT_PROJECT_LIMITS as L,
  PROJECT_RECORD_KINDS,
  type ProjectRecordKind,
} from '@platform/contracts';
import { Button, Input, Select, TextArea, toast } from '@platform/ui';
import { FileAttachmentsField, type FileAttachment } from '../../../shared/attachments/FileAttachmentsField';
import { useAttractRecordAddMutation, type ProjectDetail } from './projectsApi';
import { ACCEPT } from './view';
import { Bar, Muted, Section } from './styles';

/** The project's records (newest first) and a form to log a visit, negotiation… with attachments. */
export function RecordForm({ project: p }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const [add, adding] = useAttractRecordAddMutation();
  const [kind, setKind] = useState<ProjectRecordKind>('visit');
  const [text, setText] = useState('');
  const [happenedOn, setHappenedOn] = useState('');
  const [attachments, setAttachments] = useState<FileAttachment[]>([]);
  return (
    <Section aria-labelledby="project-records">
      <h3 id="project-records">{t('attractProjects.records.title')}</h3>
      {p.recordList.length === 0 && <Muted>{t('attractProjects.records.empty')}</Muted>}
      <ul data-testid="project-records">
        {p.recordList.map((r) => (
          <li key={r.recordId}>
            <strong>{t(`attractProjects.records.kinds.${r.kind}`)}</strong> · {r.happenedOn} · {r.userName}
            <div>{r.text}</div>
            {r.attachments.map((a) => (
              <div key={a.documentId}>
                <a href={a.url} target="_blank" rel="noreferrer">
                  {a.name}
                </a>
              </div>
            ))}
          </li>
        ))}
      </ul>
      {p.canEdit && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!text.trim()) return;
            void add({
              projectId: p.projectId,
              kind,
              text: text.trim(),
              ...(happenedOn ? { happenedOn } : {}),
              attachments,
            })
              .unwrap()
              .then(() => {
                setText('');
                setAttachments([]);
                toast.success(t('attractProjects.records.added'));
              })
              .catch(() => undefined);
          }}
        >
          <Bar>
            <Select
              label={t('attractProjects.records.kind')}
              placeholder={null}
              value={kind}
              options={PROJECT_RECORD_KINDS.map((k) => ({
                value: k,
                label: t(`attractProjects.records.kinds.${k}`),
              }))}
              onChange={(v) => setKind(v as ProjectRecordKind)}
            />
            <Input
              label={t('attractProjects.records.happenedOn')}
              type="date"
              value={happenedOn}
              onChange={(e) => setHappenedOn(e.target.value)}
            />
          </Bar>
          <TextArea
            label={t('attractProjects.records.text')}
            value={text}
            maxLength={2000}
            onChange={(e) => setText(e.target.value)}
          />
          <FileAttachmentsField
            value={attachments}
            onAdd={(a) => setAttachments((list) => [...list, a])}
            onRemove={(id) => setAttachments((list) => list.filter((a) => a.fileId !== id))}
            max={L.attachmentsMax}
            accept={ACCEPT}
            uploadLabel={t('attractProjects.records.upload')}
            removeLabel={(name) => t('attractProjects.records.removeAttachment', { name })}
          />
          <Bar>
            <Button type="submit" variant="primary" loading={adding.isLoading}>
              {t('attractProjects.records.add')}
            </Button>
          </Bar>
        </form>
      )}
    </Section>
  );
}
