import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { sampleMessages } from '../MessageBubble/fixtures';
import { MergedRecordDialog } from './MergedRecordDialog';

describe('MergedRecordDialog', { timeout: 20_000 }, () => {
  it('lists the record read-only with senders and times, opens cards, and is axe clean', async () => {
    const user = userEvent.setup();
    const onOpenCard = vi.fn();
    renderUi(
      <MergedRecordDialog
        open
        onOpenChange={() => {}}
        title="李娜和王芳的聊天记录"
        messages={sampleMessages}
        onOpenCard={onOpenCard}
        now={new Date('2026-11-23T18:00:00+08:00')}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: '李娜和王芳的聊天记录' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(sampleMessages.length);
    expect(items[0]).toHaveTextContent('李娜');
    expect(items[0]).toHaveTextContent('09:00');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '更多操作' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /欧阳思远/ }));
    expect(onOpenCard).toHaveBeenCalledWith('vc-9');
    expect(await axeViolations()).toEqual([]);
  });

  it('says 暂无数据 for an empty record', async () => {
    renderUi(<MergedRecordDialog open onOpenChange={() => {}} title="Chat history" messages={[]} />, {
      locale: 'en',
    });
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });
});
