/** String cuts of spec 1 §9 / spec 2 §5, counted in characters (not UTF-16 units). */
export const NAME_CUT = 8;
export const POST_CUT = 4;
export const COMPANY_CUT = 21;
export const TAG_CUT = 4;
export const EMPTY_NAME = '- -';

/** Keeps `max` characters and appends `suffix` when something was cut. */
export function cutText(text: string | null | undefined, max: number, suffix = '...'): string {
  const chars = Array.from(text ?? '');
  return chars.length > max ? chars.slice(0, max).join('') + suffix : chars.join('');
}

export const cutName = (name: string | null | undefined) => cutText(name, NAME_CUT);
export const cutPost = (post: string | null | undefined) => cutText(post, POST_CUT);

/** Company names over 21 characters are cut to 21 plus '...'; an empty name shows '- -'. */
export function cutCompanyName(name: string | null | undefined): string {
  return (name ?? '').trim() ? cutText(name, COMPANY_CUT) : EMPTY_NAME;
}
