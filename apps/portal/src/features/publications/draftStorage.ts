import { STORAGE_KEYS } from '../../shared/session/storageKeys';
import type { PublicationDraft } from './publicationDraft';

/**
 * Which copy: a publication's by its id, or (not saved yet, `id` null) the new one of the page's
 * section (`new:toker`, `new:index` for /publicationEdit/index).
 */
export interface CopySlot {
  userId: string;
  id: string | null;
  section: string | null;
}

const keyOf = ({ userId, id, section }: CopySlot) =>
  `${STORAGE_KEYS.publicationDraft}:${userId}:${id ?? `new:${section ?? 'index'}`}`;

/** The copy a reload restores: what the author typed that the server does not have yet. */
export function readUnsavedCopy(slot: CopySlot): PublicationDraft | null {
  try {
    const text = localStorage.getItem(keyOf(slot));
    const stored = text ? (JSON.parse(text) as { draft?: PublicationDraft }) : null;
    return stored?.draft && typeof stored.draft === 'object' ? stored.draft : null;
  } catch {
    return null;
  }
}

export function writeUnsavedCopy(slot: CopySlot, draft: PublicationDraft): void {
  try {
    localStorage.setItem(keyOf(slot), JSON.stringify({ draft, at: Date.now() }));
  } catch {
    // Storage full or refused: the copy in memory and the autosave still hold the work.
  }
}

export function forgetUnsavedCopy(slot: CopySlot): void {
  localStorage.removeItem(keyOf(slot));
}
