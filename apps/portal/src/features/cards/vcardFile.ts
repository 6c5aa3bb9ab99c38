/**
 * A vCard 3.0 file (RFC 2426) of what a viewer may see of a business card: name, organisation,
 * title, the contacts the server gave this viewer unmasked, and the card's address on this site.
 * Masked contacts (138****5678, ********@x.com, ***********) are left out: a contact entry with
 * stars in it dials nobody.
 */
export interface VcardFileInput {
  name: string;
  org: string;
  dept: string;
  title: string;
  phone: string;
  email: string;
  address: string;
  note: string;
  url: string;
}

/** True when the server masked the value for this viewer (contracts/mask puts stars in it). */
export const isMasked = (value: string) => value.includes('*');

/** Escapes a text value: backslash, comma, semicolon and line breaks (RFC 2426 §4). */
export function escapeVcardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;');
}

/** The file's text, CRLF line endings; empty and masked values are left out. */
export function buildVcardFile(input: VcardFileInput): string {
  const text = (value: string) => escapeVcardText(value.trim());
  const shown = (value: string) => !!value.trim() && !isMasked(value);
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `FN:${text(input.name)}`, `N:${text(input.name)};;;;`];
  if (input.org.trim() || input.dept.trim())
    lines.push(`ORG:${text(input.org)}${input.dept.trim() ? `;${text(input.dept)}` : ''}`);
  if (input.title.trim()) lines.push(`TITLE:${text(input.title)}`);
  if (shown(input.phone)) lines.push(`TEL;TYPE=CELL:${input.phone.trim().replace(/[^\d+]/g, '')}`);
  if (shown(input.email)) lines.push(`EMAIL;TYPE=INTERNET:${text(input.email)}`);
  if (shown(input.address)) lines.push(`ADR;TYPE=WORK:;;${text(input.address)};;;;`);
  if (input.note.trim()) lines.push(`NOTE:${text(input.note)}`);
  if (input.url) lines.push(`URL:${input.url}`);
  lines.push('END:VCARD');
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name from the person's name: characters a file system refuses are dropped. */
export const vcardFileName = (name: string) =>
  `${name.replace(/[\\/:*?"<>|\s]+/g, '').slice(0, 40) || 'card'}.vcf`;

/** Starts the download of the file (a phone opens it in its contacts). */
export function downloadVcardFile(content: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/vcard;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
