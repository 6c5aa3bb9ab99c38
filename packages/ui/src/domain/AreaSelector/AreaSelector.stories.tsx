import { AreaSelector, type AreaSelectorProps } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

function Controlled(props: AreaSelectorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ width: 320 }}>
      <AreaSelector
        {...props}
        value={value}
        onChange={(code, path) => {
          setValue(code);
          props.onChange?.(code, path);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Domain/AreaSelector',
  component: AreaSelector,
  args: { label: '所在城市', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AreaSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { value: '440305' } };

export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /所在城市/ }));
    const panel = await screen.findByRole('dialog');
    const search = within(panel).getByRole('searchbox');
    await userEvent.type(search, '南山');
    const hit = await within(panel).findByRole('button', { name: '广东省 / 深圳市 / 南山区' });
    await userEvent.click(hit);
    await expect(args.onChange).toHaveBeenCalledWith('440305', expect.any(Array));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: /南山区/ })).toBeInTheDocument(),
    );
  },
};

export const SearchNotFound: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /所在城市/ }));
    const panel = await screen.findByRole('dialog');
    await userEvent.type(within(panel).getByRole('searchbox'), 'zzz');
    await expect(await within(panel).findByText(/未找到相关地区|no related area found/)).toBeInTheDocument();
  },
};

export const CascadeExcludingNationwide: Story = {
  args: { excludeNationwide: true, depth: 2, disabledCodes: ['120000'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /所在城市/ }));
    const panel = await screen.findByRole('dialog');
    await within(panel).findByRole('button', { name: '北京市' });
    await expect(within(panel).queryByRole('button', { name: '全国' })).toBeNull();
    await expect(within(panel).getByRole('button', { name: '天津市' })).toBeDisabled();
    await userEvent.click(within(panel).getByRole('button', { name: '浙江省' }));
    await userEvent.click(await within(panel).findByRole('button', { name: '杭州市' }));
    await expect(args.onChange).toHaveBeenCalledWith('330100', expect.any(Array));
  },
};

export const WithNationwide: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /所在城市/ }));
    const panel = await screen.findByRole('dialog');
    await userEvent.click(await within(panel).findByRole('button', { name: '全国' }));
    await expect(args.onChange).toHaveBeenCalledWith('100000', expect.any(Array));
  },
};

export const English: Story = {
  args: { label: undefined, 'aria-label': 'City' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^City/ });
    await expect(trigger).toHaveTextContent('please choose');
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog');
    const search = within(panel).getByPlaceholderText('please input area name');
    await userEvent.type(search, 'zzz');
    await expect(await within(panel).findByText('no related area found')).toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement)
      .getByRole('button', { name: /所在城市/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog');
    await waitFor(() => expect(within(panel).getByRole('searchbox')).toHaveFocus());
    await within(panel).findByRole('button', { name: '全国' });
    await userEvent.tab();
    await expect(within(panel).getByRole('button', { name: '全国' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(panel).getByRole('button', { name: '北京市' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(panel).findByRole('button', { name: '市辖区' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
