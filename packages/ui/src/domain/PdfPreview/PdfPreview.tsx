import { IconFile, IconLink } from '../../icons';
import { useUiMessages } from '../../locale';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { Actions, Failure, Frame, OpenLink, Placeholder, Region, Title, Toolbar } from './PdfPreview.styles';

export interface PdfPreviewProps {
  /** The document's address (the fetched PDF's object URL, or any URL the browser shows); null when none. */
  src: string | null;
  /** The region's accessible name, the toolbar's title and the frame's title. */
  title: string;
  /** The document is being fetched: a spinner instead of the frame. */
  loading?: boolean;
  /** Why there is no document (the server's refusal), shown in an alert. */
  error?: string;
  /** Shows a download button that calls this. */
  onDownload?: () => void;
  /** The download is under way: the button shows a spinner and takes no click. */
  downloading?: boolean;
  /** The frame's height in px (default 480); it takes the full width. */
  height?: number;
}

/**
 * A PDF shown in the page: a region named `title` with a toolbar (the title, a download button when
 * `onDownload` is given, a link opening `src` in a new tab when there is one) above the document in a
 * bordered frame. While `loading` a spinner, with an `error` the message in an alert, without `src`
 * an empty state, all at the frame's height. The host fetches the file and owns the object URL.
 */
export function PdfPreview({
  src,
  title,
  loading = false,
  error,
  onDownload,
  downloading = false,
  height = 480,
}: PdfPreviewProps) {
  const t = useUiMessages().pdf;
  let body;
  if (loading) {
    body = (
      <Placeholder $height={height}>
        <Spinner size={24} label={t.loading} showLabel />
      </Placeholder>
    );
  } else if (error) {
    body = (
      <Placeholder $height={height}>
        <Failure role="alert">{error}</Failure>
      </Placeholder>
    );
  } else if (src === null) {
    body = (
      <Placeholder $height={height}>
        <IconFile size={32} />
        <span>{t.empty}</span>
      </Placeholder>
    );
  } else {
    body = <Frame $height={height} title={title} src={src} />;
  }
  return (
    <Region aria-label={title} aria-busy={loading || undefined}>
      <Toolbar>
        <Title>{title}</Title>
        <Actions>
          {src !== null && !loading && (
            <OpenLink href={src} target="_blank" rel="noopener noreferrer">
              <IconLink size={16} />
              {t.openInNewTab}
            </OpenLink>
          )}
          {onDownload && (
            <Button size="sm" variant="primary" loading={downloading} onClick={onDownload}>
              {t.download}
            </Button>
          )}
        </Actions>
      </Toolbar>
      {body}
    </Region>
  );
}
