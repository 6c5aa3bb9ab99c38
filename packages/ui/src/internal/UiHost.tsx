import { ConfirmHost } from '../Dialog/confirm';
import { Toaster } from '../Toast/Toast';

/** Mount once inside ThemeProvider: hosts toasts and confirm() dialogs. */
export function UiHost() {
  return (
    <>
      <Toaster />
      <ConfirmHost />
    </>
  );
}
