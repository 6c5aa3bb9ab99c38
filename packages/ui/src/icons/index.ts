// The kit's icons: one drawn set (Lucide), re-exported under the names the kit and the portal use.
// Add an icon here before using it; never draw UI icons with emoji or text characters.
import {
  BellRing,
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Bold,
  Building2,
  ChevronDown,
  ChevronRight,
  CircleCheck,
  ChevronUp,
  Columns3,
  Download,
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
  Lock,
  LogIn,
  Mail,
  MapPin,
  Minus,
  Paperclip,
  Pencil,
  Phone,
  Plus,
  Quote,
  Redo2,
  Smartphone,
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

export const IconAdd = /* @__PURE__ */ kitIcon(Plus, 'add');
export const IconAddColumn = /* @__PURE__ */ kitIcon(BetweenVerticalEnd, 'add-column');
export const IconAddRow = /* @__PURE__ */ kitIcon(BetweenHorizontalEnd, 'add-row');
export const IconBell = /* @__PURE__ */ kitIcon(BellRing, 'bell');
export const IconBold = /* @__PURE__ */ kitIcon(Bold, 'bold');
export const IconBuilding = /* @__PURE__ */ kitIcon(Building2, 'building');
export const IconCall = /* @__PURE__ */ kitIcon(Phone, 'call');
export const IconBulletList = /* @__PURE__ */ kitIcon(List, 'bullet-list');
export const IconCard = /* @__PURE__ */ kitIcon(IdCard, 'card');
export const IconChevronDown = /* @__PURE__ */ kitIcon(ChevronDown, 'chevron-down');
export const IconChevronRight = /* @__PURE__ */ kitIcon(ChevronRight, 'chevron-right');
export const IconChevronUp = /* @__PURE__ */ kitIcon(ChevronUp, 'chevron-up');
export const IconColumns = /* @__PURE__ */ kitIcon(Columns3, 'columns');
export const IconClose = /* @__PURE__ */ kitIcon(X, 'close');
export const IconDelete = /* @__PURE__ */ kitIcon(Trash2, 'delete');
export const IconDownload = /* @__PURE__ */ kitIcon(Download, 'download');
export const IconEmoji = /* @__PURE__ */ kitIcon(Smile, 'emoji');
export const IconFile = /* @__PURE__ */ kitIcon(FileText, 'file');
export const IconGrip = /* @__PURE__ */ kitIcon(GripVertical, 'grip');
export const IconHeading1 = /* @__PURE__ */ kitIcon(Heading1, 'heading1');
export const IconHeading2 = /* @__PURE__ */ kitIcon(Heading2, 'heading2');
export const IconHeading3 = /* @__PURE__ */ kitIcon(Heading3, 'heading3');
export const IconHorizontalRule = /* @__PURE__ */ kitIcon(Minus, 'horizontal-rule');
export const IconImage = /* @__PURE__ */ kitIcon(Image, 'image');
export const IconItalic = /* @__PURE__ */ kitIcon(Italic, 'italic');
export const IconLink = /* @__PURE__ */ kitIcon(Link, 'link');
export const IconLock = /* @__PURE__ */ kitIcon(Lock, 'lock');
export const IconLogin = /* @__PURE__ */ kitIcon(LogIn, 'login');
export const IconMail = /* @__PURE__ */ kitIcon(Mail, 'mail');
export const IconMapPin = /* @__PURE__ */ kitIcon(MapPin, 'map-pin');
export const IconOrderedList = /* @__PURE__ */ kitIcon(ListOrdered, 'ordered-list');
export const IconPhone = /* @__PURE__ */ kitIcon(Smartphone, 'phone');
export const IconPaperclip = /* @__PURE__ */ kitIcon(Paperclip, 'paperclip');
export const IconQuote = /* @__PURE__ */ kitIcon(Quote, 'quote');
export const IconScanned = /* @__PURE__ */ kitIcon(CircleCheck, 'scanned');
export const IconRename = /* @__PURE__ */ kitIcon(Pencil, 'rename');
export const IconRedo = /* @__PURE__ */ kitIcon(Redo2, 'redo');
export const IconStrikethrough = /* @__PURE__ */ kitIcon(Strikethrough, 'strikethrough');
export const IconTable = /* @__PURE__ */ kitIcon(Table, 'table');
export const IconUnderline = /* @__PURE__ */ kitIcon(Underline, 'underline');
export const IconUndo = /* @__PURE__ */ kitIcon(Undo2, 'undo');
