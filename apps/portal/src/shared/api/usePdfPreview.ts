import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { currentLanguage, i18n } from '../i18n';
import type { RootState } from '../store/rootState';
import { refusalOf } from './downloadFile';

/** What a PdfPreview shows: the file's object URL, the fetch under way, the refusal's words. */
export interface PdfPreviewState {
  src: string | null;
  loading: boolean;
  error: string | undefined;
}

interface Fetched {
  key: string;
  src: string | null;
  error?: string;
}

/**
 * Fetches a document's PDF the server draws on request (an issued invoice, an approved contract) to
 * show it in the page: the POST of `downloadFile` (`{ id }`, the session's token, the reader's
 * language), the file kept as an object URL, revoked when `id` changes or the page leaves. A refusal
 * (an HTTP error, or a JSON envelope instead of the file) is shown as the server words it. `id`
 * null fetches nothing (the document is not issued yet).
 */
export function usePdfPreview(path: string, id: string | null): PdfPreviewState {
  const store = useStore<RootState>();
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const key = id === null ? null : `${path}#${id}`;

  useEffect(() => {
    if (key === null || id === null) return;
    const abort = new AbortController();
    let url: string | null = null;
    const settle = (result: Omit<Fetched, 'key'>) => {
      if (!abort.signal.aborted) setFetched({ key, ...result });
    };
    void (async () => {
      try {
        // The token is read when the call goes out: a refreshed token does not fetch the file again.
        const response = await fetch(path, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${store.getState().app.token ?? ''}`,
            'Content-Type': 'application/json',
            'Accept-Language': currentLanguage(),
          },
          body: JSON.stringify({ id }),
          signal: abort.signal,
        });
        const json = (response.headers.get('content-type') ?? '').includes('application/json');
        if (!response.ok || json) {
          settle({ src: null, error: await refusalOf(response) });
          return;
        }
        // Typed as a PDF whatever the server says, so the frame shows it rather than saving it.
        const file = new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
        if (abort.signal.aborted) return;
        url = URL.createObjectURL(file);
        settle({ src: url });
      } catch {
        settle({ src: null, error: i18n.t('request.unknown') });
      }
    })();
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, id, key, store]);

  const current = fetched !== null && fetched.key === key ? fetched : null;
  return {
    src: current?.src ?? null,
    loading: key !== null && current === null,
    error: current?.error,
  };
}
