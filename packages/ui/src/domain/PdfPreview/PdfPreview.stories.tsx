import { PdfPreview } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';

/** A valid one-page PDF (one line of Helvetica), its cross-reference offsets counted as it is written. */
function tinyPdf(line: string): string {
  const text = `BT /F1 18 Tf 24 60 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 320 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

/** The sample document as a data: URL, as the portal passes an object URL of the fetched file. */
const SAMPLE = `data:application/pdf;base64,${btoa(tinyPdf('Sample invoice No. 35002611210001'))}`;

const meta = {
  title: 'Domain/Documents/PdfPreview',
  component: PdfPreview,
  args: { src: SAMPLE, title: '发票预览', onDownload: fn() },
} satisfies Meta<typeof PdfPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (root: ParentNode) => root.querySelector('iframe');

export const Preview: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: '发票预览' });
    const frame = frameOf(region);
    await expect(frame).toHaveAttribute('title', '发票预览');
    await expect(frame).toHaveAttribute('src', SAMPLE);
    await expect(frame!.getBoundingClientRect().height).toBe(480);
    await expect(frame!.getBoundingClientRect().width).toBe(region.getBoundingClientRect().width);
    const open = within(region).getByRole('link', { name: '在新标签页打开' });
    await expect(open).toHaveAttribute('href', SAMPLE);
    await expect(open).toHaveAttribute('target', '_blank');
    await userEvent.click(within(region).getByRole('button', { name: '下载 PDF' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

export const Downloading: Story = {
  args: { downloading: true, height: 320 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '下载 PDF' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(frameOf(canvasElement)!.getBoundingClientRect().height).toBe(320);
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { src: null, loading: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '发票预览' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByRole('status')).toHaveTextContent('正在加载文件…');
    await expect(frameOf(region)).toBeNull();
    await expect(within(region).queryByRole('link')).toBeNull();
  },
};

export const Refused: Story = {
  args: { src: null, error: '发票尚未开具，暂不能预览' },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: '发票预览' });
    await expect(within(region).getByRole('alert')).toHaveTextContent('发票尚未开具，暂不能预览');
    await expect(frameOf(region)).toBeNull();
    // The file can still be asked for: the download reports its own refusal.
    await userEvent.click(within(region).getByRole('button', { name: '下载 PDF' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

export const NoDocument: Story = {
  args: { src: null, onDownload: undefined },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '发票预览' });
    await expect(region).toHaveTextContent('暂无可预览的文件');
    await expect(frameOf(region)).toBeNull();
    await expect(within(region).queryByRole('button')).toBeNull();
    await expect(within(region).queryByRole('link')).toBeNull();
  },
};

export const English: Story = {
  args: { title: 'Contract preview' },
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Contract preview' });
    await expect(frameOf(region)).toHaveAttribute('title', 'Contract preview');
    await expect(within(region).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      SAMPLE,
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Download PDF' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

export const EnglishRefused: Story = {
  args: { title: 'Contract preview', src: null, error: 'The contract is not approved yet' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The contract is not approved yet',
    );
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };

export const InShadowRoot: Story = {
  render: (args) => (
    <ShadowHost>
      <PdfPreview {...args} />
    </ShadowHost>
  ),
  play: async ({ canvasElement, args }) => {
    const shadow = shadowOf(canvasElement);
    const inside = within(shadow as unknown as HTMLElement);
    const region = await inside.findByRole('region', { name: '发票预览' });
    await waitFor(() => expect(shadow.querySelector('style')).not.toBeNull());
    const frame = frameOf(region)!;
    await expect(frame).toHaveAttribute('title', '发票预览');
    await expect(getComputedStyle(frame).borderTopStyle).toBe('solid');
    await userEvent.click(inside.getByRole('button', { name: '下载 PDF' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};
