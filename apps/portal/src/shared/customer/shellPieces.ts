import { createContext, type ComponentType } from 'react';

/**
 * The shell's own pieces, handed down by the composition root (app/) to pages that show them
 * elsewhere: the operator console's live preview renders the real top bar and footer with the
 * configuration being edited (CustomerPreviewContext), without importing app/.
 */
export interface ShellPieces {
  /** The top bar as a picture: the customer's logo, menu and entries, nothing to click. */
  TopBarPreview?: ComponentType;
  Footer?: ComponentType;
}

export const ShellPiecesContext = createContext<ShellPieces>({});
