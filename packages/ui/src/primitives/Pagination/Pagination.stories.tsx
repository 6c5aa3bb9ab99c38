import { Pagination } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { total: 200, pageSize: 10, defaultPage: 1, showTotal: true, onChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'page');

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
    await expect(canvas.getByText('共 200 条')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    canvas.getByRole('button', { name: '第 1 页' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveFocus();
    await expect(current(canvasElement)).toHaveAccessibleName('第 2 页');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: '第 20 页' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: '第 19 页' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    // At the first page ArrowLeft stays put.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(current(canvasElement)).toHaveAccessibleName('第 1 页');
  },
};

export const ClickAndEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    canvas.getByRole('button', { name: '第 5 页' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(current(canvasElement)).toHaveAccessibleName('第 5 页');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultPage: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByText('200 items')).toBeVisible();
    await expect(current(canvasElement)).toHaveAccessibleName('Page 7');
  },
};

export const CommonTheme: Story = { args: { defaultPage: 3 }, globals: { theme: 'common' } };
export const WhiteLabel: Story = {
  args: { defaultPage: 10 },
  globals: { theme: 'oem' },
  parameters: { visual: true },
};
