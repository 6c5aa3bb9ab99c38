import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../primitives/Dialog';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { CardUpdateReminder, REMINDER_CLOSED_MS } from './CardUpdateReminder';
import type { ChangeRecord } from './reminder';

const records: ChangeRecord[] = [
  { changeTagCode: 'techFieldTags', contentList: [{ tagName: '固态电池' }, { tagName: '热管理' }] },
  { changeTagCode: 'qualificationTags', contentList: [{ tagName: '高新技术企业' }] },
];

const confirmWith = async (name: string) => {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name }));
  return dialog;
};

afterEach(() => vi.useRealTimers());

describe('CardUpdateReminder', () => {
  it('counts pending tags, follows the parent and is axe clean', async () => {
    const { rerender } = renderUi(<CardUpdateReminder records={records} />);
    expect(screen.getByRole('heading')).toHaveTextContent('您的企业有 3 条更新');
    expect(await axeViolations()).toEqual([]);
    rerender(<CardUpdateReminder records={[records[1]!]} />);
    expect(screen.getByRole('heading')).toHaveTextContent('您的企业有 1 条更新');
    rerender(<CardUpdateReminder records={[]} />);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('in preview mode only asks to go to the edit page', async () => {
    const onAdd = vi.fn();
    const onAddAll = vi.fn();
    const onGoEdit = vi.fn();
    renderUi(
      <>
        <CardUpdateReminder
          records={records}
          mode="preview"
          onAdd={onAdd}
          onAddAll={onAddAll}
          onGoEdit={onGoEdit}
        />
        <ConfirmHost />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: /固态电池/ }));
    const dialog = await confirmWith('取消');
    expect(dialog).toHaveTextContent('添加需在名片编辑页进行，是否前往编辑名片？');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onGoEdit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '一键添加' }));
    await confirmWith('去编辑');
    await waitFor(() => expect(onGoEdit).toHaveBeenCalledTimes(1));
    expect(onAdd).not.toHaveBeenCalled();
    expect(onAddAll).not.toHaveBeenCalled();
  });

  it('after a successful close shows the closed message for 1.5 s, then hides', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onClose = vi.fn(async () => true);
    const onClosed = vi.fn();
    renderUi(
      <>
        <CardUpdateReminder records={records} onClose={onClose} onClosed={onClosed} />
        <ConfirmHost />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await confirmWith('确定');
    expect(await screen.findByRole('status')).toHaveTextContent('关闭成功，在企业下次更新前不再提醒');
    act(() => vi.advanceTimersByTime(REMINDER_CLOSED_MS - 500));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(onClosed).toHaveBeenCalled();
  });

  it('stays silently when closing fails', async () => {
    const onClose = vi.fn(async () => {
      throw new Error('network');
    });
    renderUi(
      <>
        <CardUpdateReminder records={records} onClose={onClose} />
        <ConfirmHost />
      </>,
      { locale: 'en' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await confirmWith('OK');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading')).toHaveTextContent('Your enterprise has 3 updates');
  });
});
