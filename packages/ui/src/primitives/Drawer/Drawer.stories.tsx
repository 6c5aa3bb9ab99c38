import { Button, Drawer, Input, useUiMessages, type DrawerProps } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

function DrawerDemo(props: Omit<DrawerProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  const messages = useUiMessages();
  return (
    <>
      <Button onClick={() => setOpen(true)}>筛选</Button>
      <Drawer
        {...props}
        open={open}
        onOpenChange={setOpen}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>{messages.cancel}</Button>
            <Button variant="primary" onClick={() => setOpen(false)}>
              {messages.ok}
            </Button>
          </>
        }
      >
        <Input label="企业名称" placeholder="请输入企业名称" />
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: { title: '筛选条件', placement: 'right', open: false, onOpenChange: () => {} },
  render: ({ open: _open, onOpenChange: _change, ...args }) => <DrawerDemo {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EscapeFocusTrapAndReturn: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: '筛选' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: '筛选条件' });
    // Focus moves into the drawer (its first tabbable element).
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    const tabbables = within(drawer).getAllByRole('button').length + 1;
    // Tab and Shift+Tab never leave it (a focus guard may hold focus for one frame at the ends).
    for (let i = 0; i < tabbables + 2; i += 1) {
      await userEvent.tab();
      await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    }
    for (let i = 0; i < tabbables + 2; i += 1) {
      await userEvent.tab({ shift: true });
      await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const CloseButtonReturnsFocus: Story = {
  args: { placement: 'left' },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: '筛选' });
    await userEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: '筛选条件' });
    await userEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const English: Story = {
  args: { title: 'Filters' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '筛选' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
