import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { MessageComposer } from './MessageComposer';

describe('MessageComposer', { timeout: 20_000 }, () => {
  it('sends on Enter, breaks lines on Shift+Enter, ignores blank text and is axe clean', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    renderUi(<MessageComposer onSend={onSend} onPickFiles={() => {}} onPickCard={() => {}} />);
    const box = screen.getByRole('textbox', { name: '输入消息' });
    await user.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, '第一行{Shift>}{Enter}{/Shift}第二行{Enter}');
    expect(onSend).toHaveBeenCalledWith('第一行\n第二行');
    expect(box).toHaveValue('');
    expect(await axeViolations()).toEqual([]);
  });

  it('never sends while an input method composes', () => {
    const onSend = vi.fn();
    renderUi(<MessageComposer onSend={onSend} />);
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: 'ni' } });
    fireEvent.compositionStart(box);
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    fireEvent.compositionEnd(box);
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('ni');
  });

  it('keeps the text when onSend returns false', async () => {
    const user = userEvent.setup();
    renderUi(<MessageComposer onSend={() => false} />);
    const box = screen.getByRole('textbox');
    await user.type(box, '敏感词{Enter}');
    await waitFor(() => expect(box).toHaveValue('敏感词'));
  });

  it('hands picked files on by kind and opens the card picker', async () => {
    const user = userEvent.setup();
    const onPickFiles = vi.fn();
    const onPickCard = vi.fn();
    const { container } = renderUi(
      <MessageComposer onSend={() => {}} onPickFiles={onPickFiles} onPickCard={onPickCard} />,
    );
    const [image, file] = Array.from(container.querySelectorAll<HTMLInputElement>('input[type="file"]'));
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    await user.upload(image!, png);
    expect(onPickFiles).toHaveBeenCalledWith([png], 'image');
    const pdf = new File(['x'], 'b.pdf', { type: 'application/pdf' });
    await user.upload(file!, pdf);
    expect(onPickFiles).toHaveBeenLastCalledWith([pdf], 'file');
    await user.click(screen.getByRole('button', { name: '发送名片' }));
    expect(onPickCard).toHaveBeenCalled();
  });

  it('shows upload progress and the disabled reason', async () => {
    const onCancelUpload = vi.fn();
    renderUi(
      <MessageComposer
        onSend={() => {}}
        disabled
        disabledReason="您和对方不是好友，不能发消息。"
        uploads={[
          { id: 'u1', name: 'a.png', percent: 40 },
          { id: 'u2', name: 'b.pdf', percent: 0, failed: true },
        ]}
        onCancelUpload={onCancelUpload}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'a.png 上传中 40%' })).toHaveAttribute('value', '40');
    expect(screen.getByText('b.pdf 上传失败')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('您和对方不是好友，不能发消息。');
    expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '取消上传 a.png' }));
    expect(onCancelUpload).toHaveBeenCalledWith('u1');
    expect(await axeViolations()).toEqual([]);
  });
});
