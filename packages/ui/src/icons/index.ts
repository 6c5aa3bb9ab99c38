// The kit's icons: one drawn set (Lucide), re-exported under the names the kit and the portal use.
// Add an icon here before using it; never draw UI icons with emoji or text characters.
import {
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Bold,
  ChevronDown,
  ChevronUp,
  Columns3,
  FileText,
  GripVertical,
  Heading1,
  Heading2,
  Heading3,
  IdCard,
  Image,
  Italic,
  Link,
  List,
  ListOrdered,
  Minus,
  Paperclip,
  Quote,
  Redo2,
  Smile,
  Strikethrough,
  Table,
  Trash2,
  Underline,
  Undo2,
  X,
} from 'lucide-react';
import { kitIcon } from './kitIcon';

export type { IconProps } from './kitIcon';

export const IconAddColumn = kitIcon(BetweenVerticalEnd, 'add-column');
export const IconAddRow = kitIcon(BetweenHorizontalEnd, 'add-row');
export const IconBold = kitIcon(Bold, 'bold');
export const IconBulletList = kitIcon(List, 'bullet-list');
export const IconCard = kitIcon(IdCard, 'card');
export const IconChevronDown = kitIcon(ChevronDown, 'chevron-down');
export const IconChevronUp = kitIcon(ChevronUp, 'chevron-up');
export const IconColumns = kitIcon(Columns3, 'columns');
export const IconClose = kitIcon(X, 'close');
export const IconDelete = kitIcon(Trash2, 'delete');
export const IconEmoji = kitIcon(Smile, 'emoji');
export const IconFile = kitIcon(FileText, 'file');
export const IconGrip = kitIcon(GripVertical, 'grip');
export const IconHeading1 = kitIcon(Heading1, 'heading1');
export const IconHeading2 = kitIcon(Heading2, 'heading2');
export const IconHeading3 = kitIcon(Heading3, 'heading3');
export const IconHorizontalRule = kitIcon(Minus, 'horizontal-rule');
export const IconImage = kitIcon(Image, 'image');
export const IconItalic = kitIcon(Italic, 'italic');
export const IconLink = kitIcon(Link, 'link');
export const IconOrderedList = kitIcon(ListOrdered, 'ordered-list');
export const IconPaperclip = kitIcon(Paperclip, 'paperclip');
export const IconQuote = kitIcon(Quote, 'quote');
export const IconRedo = kitIcon(Redo2, 'redo');
export const IconStrikethrough = kitIcon(Strikethrough, 'strikethrough');
export const IconTable = kitIcon(Table, 'table');
export const IconUnderline = kitIcon(Underline, 'underline');
export const IconUndo = kitIcon(Undo2, 'undo');
