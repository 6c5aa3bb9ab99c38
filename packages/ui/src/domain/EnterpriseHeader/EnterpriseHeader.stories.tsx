import { Button } from '@platform/ui';
import { EnterpriseHeader, type EnterpriseHeaderProps } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';

const company = {
  companyId: '91440300MA5F0000XX',
  companyName: '深圳市示例新能源汽车动力电池系统集成技术有限公司',
  regStatusName: '在营',
  companyScaleTag: '中型',
  companyTypeTag: '有限责任公司',
  financingStageTag: 'B轮',
  qualificationTags: '高新技术企业,科技型中小企业,专精特新,大型企业',
  stockInfoList: [{ stockTypeName: '新三板', stockName: '示例新能', stockCode: '870001' }],
};

function WithCancellation(props: EnterpriseHeaderProps) {
  const [info, setInfo] = useState<EnterpriseHeaderProps['cancellation']>(null);
  return (
    <EnterpriseHeader
      {...props}
      cancellation={info}
      onStatusInspect={() => setInfo({ date: '2021-06-30', reason: '决议解散' })}
    />
  );
}

const meta = {
  title: 'Domain/EnterpriseHeader',
  component: EnterpriseHeader,
  args: { company, actions: <Button variant="primary">关注</Button> },
} satisfies Meta<typeof EnterpriseHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Operating: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      '深圳市示例新能源汽车动力电池系统集成技术有...',
    );
    await expect(canvas.getByText('科技型中小企业')).toBeInTheDocument();
    await expect(canvas.queryByText('大型企业')).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { company: { ...company, companyName: '上海示例贸易有限公司', regStatusName: '注销' } },
  render: (args) => <WithCancellation {...args} />,
  play: async ({ canvasElement }) => {
    within(canvasElement).getByText('注销').focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('2021-06-30 决议解散');
    await userEvent.keyboard('{Escape}');
  },
};

export const EmptyName: Story = { args: { company: { companyId: 'x', companyName: '' } } };
