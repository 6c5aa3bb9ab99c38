import { Upload } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';

/**
 * Story upload: progress in four steps, each a microtask apart (no timers, so a busy machine cannot
 * slow it past the play's wait); files named fail* are refused by the "server".
 */
const fakeUpload = async (file: File, onProgress: (percent: number) => void) => {
  for (const percent of [25, 50, 75, 100]) {
    await Promise.resolve();
    onProgress(percent);
  }
  if (file.name.startsWith('fail')) throw new Error('server error');
};

const meta = {
  title: 'Primitives/Upload',
  component: Upload,
  args: { accept: ['.pdf', '.jpg', '.png'], maxSize: 1024 * 1024, multiple: true, upload: fn(fakeUpload) },
} satisfies Meta<typeof Upload>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose = (canvasElement: HTMLElement, files: File[]) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  fireEvent.change(input);
};
const file = (name: string, bytes: number, type: string) => new File([new Uint8Array(bytes)], name, { type });

export const RejectsAndUploads: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '上传文件' });
    await expect(button).toHaveAccessibleDescription('支持 .pdf .jpg .png，单个文件不超过 1MB');
    // The picker opens from the keyboard: Enter on the button clicks the hidden file input.
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const opened = fn();
    input.addEventListener('click', (e) => {
      e.preventDefault();
      opened();
    });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalled();

    choose(canvasElement, [
      file('setup.exe', 10, 'application/x-msdownload'),
      file('大图.png', 2 * 1024 * 1024, 'image/png'),
      file('营业执照.pdf', 2048, 'application/pdf'),
    ]);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('setup.exe 格式不支持，仅支持 .pdf .jpg .png');
    await expect(alert).toHaveTextContent('大图.png 超过 1MB');
    await expect(args.upload).toHaveBeenCalledTimes(1);
    const progress = canvas.getByRole('progressbar', { name: '营业执照.pdf 上传进度' });
    await expect(await canvas.findByText('上传成功')).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
  },
};

export const ServerFailure: Story = {
  play: async ({ canvasElement }) => {
    choose(canvasElement, [file('fail.pdf', 10, 'application/pdf')]);
    await expect(await within(canvasElement).findByText('fail.pdf 上传失败')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    choose(canvasElement, [file('big.jpg', 3 * 1024 * 1024, 'image/jpeg')]);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('big.jpg is larger than 1 MB');
  },
};

export const CommonTheme: Story = { ...ServerFailure, globals: { theme: 'common' } };
export const WhiteLabel: Story = {
  globals: { theme: 'oem' },
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    choose(canvasElement, [file('logo.png', 10, 'image/png')]);
    await expect(await within(canvasElement).findByText('上传成功')).toBeVisible();
  },
};
