import { Button, Lightbox, type LightboxItem } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';

const svg = (label: string, fill: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="${fill}"/><text x="320" y="190" font-size="40" text-anchor="middle" fill="#fff">${label}</text></svg>`)}`;

const items: LightboxItem[] = [
  { type: 'image', src: svg('产品图 1', '#36a'), alt: '产品图 1' },
  { type: 'image', src: svg('产品图 2', '#3a6'), alt: '产品图 2' },
  { type: 'video', src: '', poster: svg('宣传视频', '#a63'), alt: '宣传视频' },
];

function LightboxDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>查看图片</Button>
      <Lightbox items={items} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = { title: 'Primitives/Lightbox', component: LightboxDemo } satisfies Meta<typeof LightboxDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ImagesAndVideo: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '查看图片' }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('img', { name: '产品图 1' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /下一个|Next/ }));
    await expect(within(dialog).getByRole('img', { name: '产品图 2' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.querySelector('video')).not.toBeNull();
  },
};
