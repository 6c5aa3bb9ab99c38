import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button, ThemeProvider, blueTheme } from '@platform/ui';

// Trusted clicks (real input through Chromium), which jsdom and Storybook's synthetic events
// cannot reproduce: React must not disable a locked submit button before its default action.
const host = document.createElement('div');
document.body.append(host);
const root = createRoot(host);
afterEach(() => act(() => root.render(null)));

it('a submit button with a re-click lock submits its form once on a double click', async () => {
  const submitted = vi.fn();
  await act(async () =>
    root.render(
      <ThemeProvider theme={blueTheme}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitted();
          }}
        >
          <Button type="submit" lockMs={60_000}>
            激活
          </Button>
        </form>
      </ThemeProvider>,
    ),
  );
  const button = page.getByRole('button', { name: '激活' });
  await userEvent.click(button);
  // A person can click an aria-disabled button; Playwright would wait for it to be enabled.
  await userEvent.click(button, { force: true });
  await expect.poll(() => submitted.mock.calls.length).toBe(1);
  await expect.element(button).toHaveAttribute('aria-disabled', 'true');
});
