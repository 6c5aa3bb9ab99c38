import { pinyin } from 'pinyin-pro';

/**
 * Search keys of a Chinese name: full pinyin without tones or spaces and the initials, lower case,
 * other characters dropped (brackets, Latin letters and digits stay searchable through the name).
 * pinyin-pro picks the reading of polyphonic characters from the words around them (重庆 chongqing,
 * 银行 yinhang), which is what a user typing pinyin expects.
 */
export function pinyinKeys(name: string): { full: string; initials: string } {
  const options = { toneType: 'none', type: 'array', nonZh: 'removed', v: true } as const;
  const full = pinyin(name, options).join('').toLowerCase();
  const initials = pinyin(name, { ...options, pattern: 'first' })
    .join('')
    .toLowerCase();
  return { full: full.replace(/[^a-z]/g, ''), initials: initials.replace(/[^a-z]/g, '') };
}
