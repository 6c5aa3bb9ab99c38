import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { CardShareDialog } from './CardShareDialog';

const url = 'https://portal.example.com/businessCard/view?vcardId=vc-1001&cardType=0';

// axe and user-event runs are slow on a loaded CI machine.
describe('CardShareDialog', { timeout: 20_000 }, () => {
  it('shows the link read-only and a 120 px QR of it; axe clean', async () => {
    renderUi(<CardShareDialog open onOpenChange={() => {}} url={url} />);
    const dialog = await screen.findByRole('dialog', { name: '分享名片' });
    const field = within(dialog).getByRole('textbox', { name: '名片链接' });
    expect(field).toHaveValue(url);
    expect(field).toHaveAttribute('readonly');
    const qr = await within(dialog).findByRole('img', { name: '名片二维码' });
    expect(qr).toHaveAttribute('width', '120');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByText('微信扫一扫，查看名片')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('lets another share name what the QR opens (a chain share is not a card)', async () => {
    renderUi(
      <CardShareDialog
        open
        onOpenChange={() => {}}
        url={url}
        title="分享产业链"
        qrHint="微信扫一扫，查看产业链"
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: '分享产业链' });
    expect(within(dialog).getByText('微信扫一扫，查看产业链')).toBeInTheDocument();
    expect(within(dialog).queryByText(/查看名片/)).toBeNull();
  });

  it('copies with feedback and reports the copy', async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn();
    renderUi(<CardShareDialog open onOpenChange={() => {}} url={url} onCopy={onCopy} />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
    await expect(navigator.clipboard.readText()).resolves.toBe(url);
    expect(onCopy).toHaveBeenCalledWith(url);
  });

  it('encodes qrUrl in the QR (a phone page) while the field keeps the link', async () => {
    const plain = renderUi(<CardShareDialog open onOpenChange={() => {}} url={url} />);
    const linkQr = (await screen.findByRole('img', { name: '名片二维码' })).getAttribute('src');
    plain.unmount();
    const phone = 'https://portal.example.com/m/card/1001';
    const shared = renderUi(<CardShareDialog open onOpenChange={() => {}} url={url} qrUrl={phone} />);
    expect(await screen.findByRole('textbox', { name: '名片链接' })).toHaveValue(url);
    const phoneQr = (await screen.findByRole('img', { name: '名片二维码' })).getAttribute('src');
    expect(phoneQr).toMatch(/^data:image\/png;base64,/);
    expect(phoneQr).not.toBe(linkQr);
    shared.unmount();
    renderUi(<CardShareDialog open onOpenChange={() => {}} url={url} qrUrl="javascript:alert(1)" />);
    await screen.findByRole('textbox', { name: '名片链接' });
    expect(screen.queryByRole('img', { name: '名片二维码' })).not.toBeInTheDocument();
  });

  it('never shows or encodes a script URL', async () => {
    renderUi(<CardShareDialog open onOpenChange={() => {}} url="javascript:alert(1)" />);
    expect(await screen.findByRole('textbox', { name: '名片链接' })).toHaveValue('');
    expect(screen.getByRole('button', { name: '复制链接' })).toBeDisabled();
  });
});
