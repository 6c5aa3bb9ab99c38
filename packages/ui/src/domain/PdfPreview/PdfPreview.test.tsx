import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { PdfPreview } from './PdfPreview';

const SRC = 'blob:http://localhost/3f1c2a7e-invoice';

describe('PdfPreview', { timeout: 20_000 }, () => {
  it('is a region named by its title with the document in a titled frame and a new-tab link, axe-clean', async () => {
    renderUi(<PdfPreview src={SRC} title="发票预览" />);
    const region = screen.getByRole('region', { name: '发票预览' });
    const frame = region.querySelector('iframe');
    expect(frame).toHaveAttribute('title', '发票预览');
    expect(frame).toHaveAttribute('src', SRC);
    const open = within(region).getByRole('link', { name: '在新标签页打开' });
    expect(open).toHaveAttribute('href', SRC);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(region).queryByRole('button')).toBeNull();
    // jsdom cannot reach into a frame, so axe checks the toolbar here; Storybook's run checks it all.
    expect(await axeViolations(open.parentElement!)).toEqual([]);
  });

  it('calls onDownload from its button, which is busy while downloading', () => {
    const onDownload = vi.fn();
    const { rerender } = renderUi(<PdfPreview src={SRC} title="发票预览" onDownload={onDownload} />);
    fireEvent.click(screen.getByRole('button', { name: '下载 PDF' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
    rerender(<PdfPreview src={SRC} title="发票预览" onDownload={onDownload} downloading />);
    expect(screen.getByRole('button', { name: '下载 PDF' })).toBeDisabled();
  });

  it('shows a spinner while loading, then the refusal in an alert, then the empty state', async () => {
    const { rerender } = renderUi(<PdfPreview src={null} title="合同预览" loading />);
    const region = screen.getByRole('region', { name: '合同预览' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getByRole('status')).toHaveTextContent('正在加载文件…');
    expect(region.querySelector('iframe')).toBeNull();

    rerender(<PdfPreview src={null} title="合同预览" error="合同尚未生效，暂不能预览" />);
    expect(screen.getByRole('alert')).toHaveTextContent('合同尚未生效，暂不能预览');
    expect(region).not.toHaveAttribute('aria-busy');
    expect(region.querySelector('iframe')).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);

    rerender(<PdfPreview src={null} title="合同预览" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(region).toHaveTextContent('暂无可预览的文件');
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it('takes the height asked for', () => {
    renderUi(<PdfPreview src={SRC} title="发票预览" height={320} />);
    expect(getComputedStyle(document.querySelector('iframe')!).height).toBe('320px');
  });

  it('speaks English', () => {
    renderUi(<PdfPreview src={SRC} title="Invoice preview" onDownload={() => {}} />, { locale: 'en' });
    const region = screen.getByRole('region', { name: 'Invoice preview' });
    expect(within(region).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Open in a new tab' })).toBeInTheDocument();
  });
});
