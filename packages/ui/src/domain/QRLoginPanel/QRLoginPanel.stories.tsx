import { QRLoginPanel, type QRLoginPanelProps } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';

/** Expired until the mask is clicked, then waiting on a new code (as the login dialog does). */
function Refreshing(props: QRLoginPanelProps) {
  const [state, setState] = useState(props.state);
  const [round, setRound] = useState(1);
  return (
    <QRLoginPanel
      {...props}
      state={state}
      codeUrl={`${props.codeUrl}&round=${round}`}
      onRefresh={() => {
        props.onRefresh?.();
        setRound(round + 1);
        setState('waiting');
      }}
    />
  );
}

const meta = {
  title: 'Domain/QRLoginPanel',
  component: QRLoginPanel,
  args: {
    codeUrl: 'http://localhost:8080/m/qrLogin?ticket=Xb2kP9sQ4mV7nR1tY6wZ3cA8dF5gH0jL2eU4iO7pK1s',
    state: 'waiting',
    scanner: null,
    onRefresh: fn(),
  },
  render: (args) => <Refreshing {...args} />,
} satisfies Meta<typeof QRLoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = await canvas.findByRole('img', { name: /扫码登录二维码|Sign-in QR code/ });
    await expect(img).toHaveAttribute('width', '180');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /请使用已登录本平台的手机扫描二维码|Scan the code with a phone signed in/,
    );
  },
};

export const Scanned: Story = {
  args: { state: 'scanned', scanner: { name: '李娜', avatar: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/扫码成功|Scanned/)).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /李娜，请在手机上确认登录|李娜, confirm the sign-in/,
    );
    // Scanned is a state, not a control: nothing to press until it expires.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ExpiredRefresh: Story = {
  args: { state: 'expired' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/二维码已失效，请刷新|The code has expired/);
    const mask = canvas.getByRole('button', { name: /二维码已失效 请点击刷新重试|QR code expired/ });
    mask.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('button')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent(/请使用|Scan the code/);
  },
};

export const ScannedEnglish: Story = {
  ...Scanned,
  globals: { locale: 'en' },
};

export const CommonTheme: Story = { ...Scanned, globals: { theme: 'common' } };
export const CommonEnglish: Story = { ...ExpiredRefresh, globals: { theme: 'common', locale: 'en' } };
export const WhiteLabel: Story = { ...Waiting, globals: { theme: 'oem' } };

export const InShadowRoot: Story = {
  args: { state: 'expired' },
  render: (args) => (
    <ShadowHost>
      <Refreshing {...args} />
    </ShadowHost>
  ),
  play: async ({ canvasElement, args }) => {
    const inside = within(shadowOf(canvasElement) as unknown as HTMLElement);
    await userEvent.click(await inside.findByRole('button', { name: /二维码已失效/ }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(await inside.findByRole('img', { name: '扫码登录二维码' })).toBeInTheDocument();
  },
};
