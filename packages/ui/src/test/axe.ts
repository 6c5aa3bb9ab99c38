import axe from 'axe-core';

/**
 * Runs axe on `root` in jsdom and returns the violations' ids and targets. Colour contrast needs
 * layout, which jsdom lacks; Storybook's a11y check covers it in Chromium. floating-ui's focus guards
 * (empty spans that only bounce focus back into a dialog) are skipped; Chromium's run checks them.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(
    { include: [root], exclude: [['[data-floating-ui-focus-guard]']] } as axe.ElementContext,
    {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    },
  );
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
