import { RichEditor } from '@platform/ui/domain/rich-editor';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';
import { articleZh } from '../RichDocument/fixtures';

const meta = {
  title: 'Domain/RichEditor',
  component: RichEditor,
  args: {
    onChange: fn(),
    onUploadImage: fn(async () => '/api/platform-resource/file/1'),
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <RichEditor {...args} />
    </div>
  ),
} satisfies Meta<typeof RichEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: type, reach the toolbar with Alt+F10, move with the arrows, make the text bold. */
export const TypeAndFormat: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: '正文' });
    await userEvent.click(box);
    await userEvent.keyboard('产业链观察');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    await userEvent.keyboard('{Control>}a{/Control}{Alt>}{F10}{/Alt}');
    const toolbar = canvas.getByRole('toolbar', { name: '格式' });
    await waitFor(() => expect(toolbar.contains(document.activeElement)).toBe(true));
    const bold = canvas.getByRole('button', { name: '加粗' });
    bold.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: '斜体' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    // The format applies and the caret goes back to the text.
    await expect(box).toHaveFocus();
    const [json, problem] = (args.onChange as ReturnType<typeof fn>).mock.lastCall!;
    await expect(JSON.stringify(json)).toContain('"bold"');
    await expect(problem).toBeUndefined();
  },
};

/** A javascript: address is refused in the link dialog with the rule's message. */
export const RefusesUnsafeLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: '正文' }));
    await userEvent.click(canvas.getByRole('button', { name: '链接' }));
    const dialog = await screen.findByRole('dialog', { name: '链接' });
    const input = within(dialog).getByRole('textbox', { name: '链接地址' });
    await userEvent.type(input, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(within(dialog).getByText('链接地址只能是 http(s) 地址或本站上传的文件')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const WithArticle: Story = { args: { initialDocument: articleZh } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Insert table' })).toBeVisible();
  },
};
export const CommonTheme: Story = { globals: { theme: 'common' } };
export const CommonEnglish: Story = { globals: { theme: 'common', locale: 'en' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
export const WhiteLabelEnglish: Story = { globals: { theme: 'oem', locale: 'en' } };
export const ReadOnly: Story = { args: { initialDocument: articleZh, disabled: true } };

/** Inside an open shadow root, the way the widgets mount the kit. */
export const InShadowRoot: Story = {
  render: (args) => (
    <ShadowHost>
      <RichEditor {...args} />
    </ShadowHost>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement).querySelector('[role="toolbar"]')).not.toBeNull());
  },
};
