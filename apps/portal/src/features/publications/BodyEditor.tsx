import type { DocumentProblem } from '@platform/contracts/content/client';
import type { RichDocument } from '@platform/contracts/content/types';
import { RichEditor } from '@platform/ui/domain/rich-editor';
import { useUploadFile } from '../../shared/api/useUploadFile';

export interface BodyEditorProps {
  initialDocument: RichDocument;
  label: string;
  onChange: (document: RichDocument, problem: DocumentProblem | undefined) => void;
  status?: React.ReactNode;
}

/**
 * The body's rich-text editor with images uploaded as the portal uploads every image. Its own
 * module so the page loads it lazily: Tiptap never reaches the first route's bundle.
 */
export default function BodyEditor({ initialDocument, label, onChange, status }: BodyEditorProps) {
  const upload = useUploadFile();
  return (
    <RichEditor
      // A document without blocks (a new draft) starts as the editor's own empty paragraph.
      initialDocument={initialDocument.content.length ? initialDocument : undefined}
      label={label}
      onChange={onChange}
      onUploadImage={async (file) => (await upload(file, 'image')).url}
      status={status}
    />
  );
}
