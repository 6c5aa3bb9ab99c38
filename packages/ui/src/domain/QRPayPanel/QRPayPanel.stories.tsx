import { QRPayPanel, type PayType, type QRPayPanelProps } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

function Demo(props: QRPayPanelProps) {
  const [payType, setPayType] = useState<PayType>(props.payType);
  const [expired, setExpired] = useState(props.expired);
  const [round, setRound] = useState(1);
  return (
    <QRPayPanel
      {...props}
      payType={payType}
      onPayTypeChange={setPayType}
      expired={expired}
      codeUrl={`${props.codeUrl}?type=${payType}&round=${round}`}
      onRefresh={() => {
        props.onRefresh?.();
        setRound(round + 1);
        setExpired(false);
      }}
    />
  );
}

const meta = {
  title: 'Domain/QRPayPanel',
  component: QRPayPanel,
  args: {
    codeUrl: 'http://127.0.0.1:8080/pay/sandbox/checkout/T202611220001',
    payType: 1,
    size: 180,
    amount: '实付金额 ¥1,999',
    onRefresh: fn(),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof QRPayPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WeChat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = await canvas.findByRole('img', { name: /微信支付|WeChat Pay/ });
    await expect(img).toHaveAttribute('width', '180');
    canvas.getByRole('radio', { name: /微信支付|WeChat Pay/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /支付宝|Alipay/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(await canvas.findByRole('img', { name: /支付宝|Alipay/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: /微信支付|WeChat Pay/ }));
    await expect(canvas.getByRole('radio', { name: /微信支付|WeChat Pay/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const ExpiredRefresh: Story = {
  args: { expired: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const mask = canvas.getByRole('button', { name: /二维码已失效 请点击刷新重试|QR code expired/ });
    await userEvent.click(mask);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: /二维码已失效|QR code expired/ })).toBeNull(),
    );
  },
};

export const ExpiredEnglish: Story = {
  args: { expired: true, amount: 'Paid ¥1,999' },
  globals: { locale: 'en', theme: 'common' },
};

export const ExpiredSnapshot: Story = { args: { expired: true }, parameters: { visual: true } };
