import { CUSTOMERS_LIMITS as L } from '@platform/contracts';
import { isValidUscc } from '@platform/contracts/bigdata/uscc';
import { PHONE_PATTERN } from '@platform/contracts/phone';

/** Tags as typed: split on commas and 、, trimmed, blanks and repeats dropped. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，、]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

export const tagsValid = (tags: readonly string[]) =>
  tags.length <= L.tagsMax && tags.every((t) => t.length <= L.tagMax);

export const creditCodeValid = (code: string) => isValidUscc(code.trim().toUpperCase());

export interface ContactDraft {
  name: string;
  title: string;
  phone: string;
  email: string;
}
export const EMPTY_CONTACT: ContactDraft = { name: '', title: '', phone: '', email: '' };

/** What is wrong with a contact as the contract sees it, or null. */
export function contactProblem(c: ContactDraft): 'nameRequired' | 'phoneInvalid' | 'emailInvalid' | null {
  if (!c.name.trim()) return 'nameRequired';
  if (c.phone.trim() && !PHONE_PATTERN.test(c.phone.trim())) return 'phoneInvalid';
  if (c.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(c.email.trim())) return 'emailInvalid';
  return null;
}

/** The contact as the contract takes it: blanks left out. */
export function toContactInput(c: ContactDraft) {
  return {
    name: c.name.trim(),
    ...(c.title.trim() && { title: c.title.trim() }),
    ...(c.phone.trim() && { phone: c.phone.trim() }),
    ...(c.email.trim() && { email: c.email.trim() }),
  };
}
