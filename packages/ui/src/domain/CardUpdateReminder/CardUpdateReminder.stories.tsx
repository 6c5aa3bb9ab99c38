import { CardUpdateReminder, type CardUpdateReminderProps, type ChangeRecord } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const records: ChangeRecord[] = [
  {
    changeTagCode: 'industrLayoutList',
    contentList: [{ tagName: '[{"industryName":"新能源汽车动力电池","industryCode":"C3841"}]' }],
  },
  {
    changeTagCode: 'techFieldTags',
    contentList: [{ tagName: '固态电池' }, { tagName: '电池管理系统' }, { tagName: '热管理' }],
  },
  { changeTagCode: 'qualificationTags', contentList: [{ tagName: '高新技术企业' }] },
  { changeTagCode: 'serviceAndProductTags', contentList: [] },
];

/** Adding removes the tag and decrements the count; the panel hides at 0. */
function Stateful(props: CardUpdateReminderProps) {
  const [list, setList] = useState(props.records);
  return (
    <CardUpdateReminder
      {...props}
      records={list}
      onAdd={(code, tag) => {
        props.onAdd?.(code, tag);
        setList(
          list.map((r) =>
            r.changeTagCode === code
              ? { ...r, contentList: r.contentList.filter((c) => c.tagName !== tag) }
              : r,
          ),
        );
      }}
      onAddAll={() => {
        props.onAddAll?.();
        setList([]);
      }}
    />
  );
}

const meta = {
  title: 'Domain/CardUpdateReminder',
  component: CardUpdateReminder,
  args: { records, onAdd: fn(), onAddAll: fn(), onClose: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
} satisfies Meta<typeof CardUpdateReminder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddOneAndExpand: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading')).toHaveTextContent(/5/);
    await expect(canvas.getByRole('button', { name: /新能源汽\.\.\./ })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /热管理/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /展开|Expand/ }));
    await userEvent.click(canvas.getByRole('button', { name: /热管理/ }));
    await expect(args.onAdd).toHaveBeenCalledWith('techFieldTags', '热管理');
    await expect(canvas.getByRole('heading')).toHaveTextContent(/4/);
  },
};

export const AddAll: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /一键添加|Add all/ }));
    await expect(args.onAddAll).toHaveBeenCalled();
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const CloseWithConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(关闭|Close)$/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent(/仅在企业有更新时提醒|only be reminded/);
    await userEvent.click(within(dialog).getByRole('button', { name: /确定|OK/ }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      '关闭成功，在企业下次更新前不再提醒',
    );
    // Gone after 1.5 s.
    await waitFor(() => expect(within(canvasElement).queryByRole('status')).toBeNull(), { timeout: 3000 });
  },
};

export const PreviewModeAsksToEdit: Story = {
  args: { mode: 'preview', onGoEdit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /固态电池/ }));
    let dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('是否前往编辑名片');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onGoEdit).not.toHaveBeenCalled();
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading')).toHaveTextContent(/5/);
    await userEvent.click(canvas.getByRole('button', { name: '一键添加' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '去编辑' }));
    await waitFor(() => expect(args.onGoEdit).toHaveBeenCalledTimes(1));
    await expect(args.onAddAll).not.toHaveBeenCalled();
  },
};

export const PreviewEnglish: Story = {
  args: { mode: 'preview', onGoEdit: fn() },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent(
      'Your enterprise has 5 updates',
    );
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
