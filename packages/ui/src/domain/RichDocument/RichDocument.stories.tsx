import { RichDocument } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';
import { articleEn, articleZh, hostileDocument } from './fixtures';

const meta = {
  title: 'Domain/RichDocument',
  component: RichDocument,
  args: { document: articleZh },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

const LINK_REL = 'noopener noreferrer nofollow ugc';

export const Article: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '新能源汽车产业链年度观察' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: '主要指标' })).toBeVisible();
    const link = canvas.getByRole('link', { name: /数据来源：国家统计局/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', LINK_REL);
    const image = canvas.getByRole('img', { name: '新能源汽车产业链图谱' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('region', { name: /表格/ })).toHaveAttribute('tabindex', '0');
  },
};

export const English: Story = {
  args: { document: articleEn },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /opens in a new tab/ })).toBeVisible();
    await expect(canvas.getByRole('region', { name: /Table/ })).toBeVisible();
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const CommonEnglish: Story = {
  args: { document: articleEn },
  globals: { theme: 'common', locale: 'en' },
};
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
export const WhiteLabelEnglish: Story = {
  args: { document: articleEn },
  globals: { theme: 'oem', locale: 'en' },
};

/** On a phone-wide column the table scrolls inside its box (keyboard too) and the page does not widen. */
export const NarrowColumn: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 300 }} data-testid="column">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('column');
    const table = within(canvasElement).getByRole('region', { name: /表格/ });
    await waitFor(() => expect(table.scrollWidth).toBeGreaterThan(table.clientWidth));
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};

/** Markup in text stays text, bad hrefs and srcs are dropped, unknown nodes and attributes render nothing. */
export const Hostile: Story = {
  args: { document: hostileDocument },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('<script>window.__richDocPwned = 1</script>', { exact: false }),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('script, iframe, object, embed')).toHaveLength(0);
    const article = canvas.getByText('styled?').closest('p')!.parentElement!;
    for (const element of [article, ...article.querySelectorAll('*')]) {
      for (const { name } of element.attributes) {
        await expect(name.startsWith('on') || name === 'style' || name === 'srcdoc').toBe(false);
      }
    }
    const hrefs = [...article.querySelectorAll('[href]')].map((el) => el.getAttribute('href'));
    await expect(hrefs).toEqual(['https://example.com/']);
    await expect(article).toHaveTextContent('javascript tab data vbscript safe');
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect((window as { __richDocPwned?: number }).__richDocPwned).toBeUndefined();
  },
};

/** Inside an open shadow root, the way the widgets mount the kit. */
export const InShadowRoot: Story = {
  render: (args) => (
    <ShadowHost>
      <RichDocument {...args} />
    </ShadowHost>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(shadowOf(canvasElement).querySelector('h2')).toHaveTextContent('新能源汽车产业链年度观察'),
    );
    const link = shadowOf(canvasElement).querySelector('a')!;
    await expect(link).toHaveAttribute('rel', LINK_REL);
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};
