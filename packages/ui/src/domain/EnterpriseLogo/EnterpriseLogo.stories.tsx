import { EnterpriseLogo } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const logo = `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="28" fill="#0659E6"/></svg>')}`;

const meta = {
  title: 'Domain/EnterpriseLogo',
  component: EnterpriseLogo,
  args: { companyId: '91310000MA1FL5KX2Q', companyName: '上海示例智能科技有限公司', size: 56 },
} satisfies Meta<typeof EnterpriseLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NameFallback: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('img', { name: /上海示例智能科技有限公司/ });
    await expect(box).toHaveTextContent('上海示例');
  },
};

export const Gallery: Story = {
  parameters: { visual: true },
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      {['华为技术有限公司', '比亚迪股份有限公司', '宁德时代新能源', '中芯国际', '腾讯科技', '阿里巴巴'].map(
        (name, i) => (
          <EnterpriseLogo key={name} companyId={`c${i * 7 + 3}`} companyName={name} />
        ),
      )}
    </div>
  ),
};

/** Only http, https and // sources are used; anything else falls back to the name. */
export const DataUrlIgnored: Story = { args: { logoPath: logo } };
