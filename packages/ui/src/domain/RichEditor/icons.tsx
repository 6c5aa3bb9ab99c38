import {
  IconAddColumn,
  IconAddRow,
  IconBold,
  IconBulletList,
  IconDelete,
  IconHeading1,
  IconHeading2,
  IconHeading3,
  IconHorizontalRule,
  IconImage,
  IconItalic,
  IconLink,
  IconOrderedList,
  IconQuote,
  IconRedo,
  IconStrikethrough,
  IconTable,
  IconUnderline,
  IconUndo,
} from '../../icons';

/** The editor toolbar's icons, from the kit's icon set (each button has its own label). */
const ICONS = {
  bold: IconBold,
  italic: IconItalic,
  underline: IconUnderline,
  strike: IconStrikethrough,
  bulletList: IconBulletList,
  orderedList: IconOrderedList,
  blockquote: IconQuote,
  horizontalRule: IconHorizontalRule,
  link: IconLink,
  image: IconImage,
  table: IconTable,
  addRow: IconAddRow,
  addColumn: IconAddColumn,
  deleteTable: IconDelete,
  undo: IconUndo,
  redo: IconRedo,
} as const;

export type EditorIconName = keyof typeof ICONS;

export function EditorIcon({ name }: { name: EditorIconName }) {
  const Icon = ICONS[name];
  return <Icon size={18} />;
}

const HEADINGS = { 1: IconHeading1, 2: IconHeading2, 3: IconHeading3 } as const;

export function HeadingGlyph({ level }: { level: 1 | 2 | 3 }) {
  const Icon = HEADINGS[level];
  return <Icon size={18} />;
}
