import { ConfirmHost } from '../primitives/Dialog/confirm';
import { Toaster } from '../primitives/Toast/Toast';

/** Mount once inside ThemeProvider: hosts toasts and confirm() dialogs. */
export function UiHost() {
  return (
    <>
      <Toaster />
      <ConfirmHost />
    </>
  );
}
