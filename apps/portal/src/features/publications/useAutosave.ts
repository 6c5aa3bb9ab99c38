import { useCallback, useEffect, useRef, useState } from 'react';
import type { RequestError } from '../../shared/api/baseQuery';
import { forgetUnsavedCopy, writeUnsavedCopy } from './draftStorage';
import { draftInput, type PublicationDraft } from './publicationDraft';
import { usePublicationSaveMutation, usePublicationUpdateMutation } from './publicationEditApi';

/** How long the author may pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 2000;

export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed'; message: string };

export type SaveOutcome = { id: string } | { error: RequestError };

interface Options {
  userId: string;
  /** The page's section (names the local copy of a publication not saved yet). */
  section: string | null;
  /** The publication being edited; null until the first save creates the draft. */
  initialId: string | null;
  draft: PublicationDraft;
  /** Counts the author's changes (0: nothing changed since loading). */
  revision: number;
  /** Save after each pause (drafts); false: only `flush` saves (a published one changes on demand). */
  auto: boolean;
  /** The body has a problem the server would refuse: keep it local until it is fixed. */
  blocked: boolean;
  /** The first save created the draft with this id. */
  onCreated: (id: string) => void;
}

const errorOf = (e: unknown): RequestError =>
  typeof e === 'object' && e && 'message' in e
    ? { code: Number((e as RequestError).code) || 0, message: String((e as RequestError).message) }
    : { code: 0, message: String(e) };

/**
 * The draft's autosave: the first save creates it (publication/save), later changes update it
 * (publication/update) once the author pauses. One save at a time; what changed during a save is
 * saved after it. A failed save keeps everything local (and in localStorage) and is retried with
 * the next change or the next `flush`.
 */
export function useAutosave({
  userId,
  section,
  initialId,
  draft,
  revision,
  auto,
  blocked,
  onCreated,
}: Options) {
  const [save] = usePublicationSaveMutation();
  const [update] = usePublicationUpdateMutation();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const id = useRef(initialId);
  const latest = useRef({ draft, revision });
  const savedRevision = useRef(0);
  const running = useRef<Promise<SaveOutcome> | null>(null);
  const created = useRef(onCreated);
  const slot = useCallback((current: string | null) => ({ userId, id: current, section }), [userId, section]);
  useEffect(() => {
    latest.current = { draft, revision };
    created.current = onCreated;
  });

  useEffect(() => {
    if (revision > 0) writeUnsavedCopy(slot(id.current), latest.current.draft);
  }, [slot, revision]);

  const saveOnce = useCallback(async (): Promise<SaveOutcome> => {
    const { draft: sent, revision: sentRevision } = latest.current;
    setState({ kind: 'saving' });
    try {
      const input = draftInput(sent);
      if (id.current) {
        await update({ ...input, id: id.current }).unwrap();
      } else {
        id.current = await save(input).unwrap();
        forgetUnsavedCopy(slot(null));
        created.current(id.current);
      }
      savedRevision.current = sentRevision;
      if (latest.current.revision === sentRevision) forgetUnsavedCopy(slot(id.current));
      else writeUnsavedCopy(slot(id.current), latest.current.draft);
      setState({ kind: 'saved', at: new Date() });
      return { id: id.current };
    } catch (e) {
      const error = errorOf(e);
      setState({ kind: 'failed', message: error.message });
      return { error };
    }
  }, [save, update, slot]);

  /** Saves what is not saved yet (waiting for a running save first); answers the id or the refusal. */
  const flush = useCallback(async (): Promise<SaveOutcome> => {
    while (running.current) await running.current;
    if (id.current && latest.current.revision <= savedRevision.current) return { id: id.current };
    const run = saveOnce();
    running.current = run;
    try {
      return await run;
    } finally {
      running.current = null;
    }
  }, [saveOnce]);

  useEffect(() => {
    if (!auto || blocked || revision === 0) return;
    const timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [auto, blocked, revision, flush]);

  return { state, flush };
}
