import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { ConfirmHost, confirm } from './confirm';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('closes on Escape only when closeOnEscape', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderUi(
      <Dialog open title="登录" width={705} onOpenChange={onOpenChange} closeOnEscape={false}>
        body
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: '登录' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
    rerender(
      <Dialog open title="登录" width={705} onOpenChange={onOpenChange}>
        body
      </Dialog>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() =>
      expect(onOpenChange).toHaveBeenCalledWith(false, expect.anything(), expect.anything()),
    );
  });

  it('labels the close button per locale', () => {
    renderUi(
      <Dialog open title="Title" onOpenChange={() => {}}>
        x
      </Dialog>,
      { locale: 'en' },
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('confirm()', () => {
  it('resolves true on confirm and false on cancel', async () => {
    renderUi(<ConfirmHost />);
    let result: Promise<boolean> | undefined;
    act(() => {
      result = confirm({ title: '提示', content: '确认删除？' });
    });
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await expect(result).resolves.toBe(true);
    act(() => {
      result = confirm({ title: '提示', content: '再来一次', cancelText: '不了' });
    });
    fireEvent.click(await screen.findByRole('button', { name: '不了' }));
    await expect(result).resolves.toBe(false);
  });
});
