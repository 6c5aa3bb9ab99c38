import type { ShellPieces } from '../../shared/customer/shellPieces';
import { Footer } from './footer/Footer';
import { TopBarPreview } from './topbar/TopBarPreview';

/** What the composition root lends to pages that picture the shell (the operator's live preview). */
export const SHELL_PIECES: ShellPieces = { TopBarPreview, Footer };
