import { OrgDetailTabs, orgToProfile, type OrgDetailTab, type OrgDetailTabsProps } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const related = Array.from({ length: 23 }, (_, i) => ({
  companyId: `r${i + 1}`,
  companyName: `示例关联企业${i + 1}有限公司`,
  relation: i % 2 ? '参股' : '控股',
  legalEntityName: '王伟',
  regCapital: `${(i + 1) * 100}万人民币`,
  esDt: '2019-04-01 00:00:00',
}));
const funds = [{ fundId: 'f1', fundName: '天津示例新能源产业基金', fundScale: '10亿元', esDt: '2020-01-15' }];
const invested = [
  {
    companyId: 'i1',
    companyName: '示例储能科技有限公司',
    industry: '电池制造',
    investAmt: '3000万元',
    ratio: '12%',
    investDt: '2021-08-01',
  },
];

/** The host keeps the page of each tab and slices the rows. */
function Demo(props: OrgDetailTabsProps) {
  const [tab, setTab] = useState<OrgDetailTab>(props.activeTab ?? 'related');
  const [page, setPage] = useState(1);
  return (
    <OrgDetailTabs
      {...props}
      activeTab={tab}
      onTabChange={(t) => {
        props.onTabChange?.(t);
        setTab(t);
      }}
      related={{ ...props.related, page, rows: related.slice((page - 1) * 10, page * 10) }}
      onPageChange={(t, p) => {
        props.onPageChange?.(t, p);
        setPage(p);
      }}
    />
  );
}

const meta = {
  title: 'Domain/OrgDetailTabs',
  component: OrgDetailTabs,
  args: {
    org: orgToProfile({
      orgId: 'org-1',
      orgName: '天津示例创业投资管理有限公司',
      regStatusName: '在营',
      descr: '专注新能源与先进制造的早期投资机构。',
      managementSize: '20亿元',
      investAmt: '8.5亿元',
      investCnt: 36,
    }),
    related: { rows: related.slice(0, 10), total: related.length, page: 1 },
    funds: { rows: funds, total: funds.length, page: 1 },
    invested: { rows: invested, total: invested.length, page: 1 },
    onTabChange: fn(),
    onPageChange: fn(),
    onOpenCompany: fn(),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof OrgDetailTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TabsAndPaging: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('天津示例创业投资管理有限公司');
    const tab = canvas.getByRole('tab', { name: /关联企业|Related companies/ });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('table')).toHaveTextContent('示例关联企业1有限公司');
    await userEvent.click(canvas.getByRole('button', { name: /第 2 页|Page 2/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith('related', 2);
    await waitFor(() => expect(canvas.getByRole('table')).toHaveTextContent('示例关联企业11有限公司'));
    await userEvent.click(canvas.getByRole('button', { name: '示例关联企业11有限公司' }));
    await expect(args.onOpenCompany).toHaveBeenCalledWith('r11');
    // Arrow keys move between tabs.
    tab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenCalledWith('fund');
    await expect(canvas.getByRole('tab', { name: /管理基金|Managed funds/ })).toHaveFocus();
    await expect(canvas.getByRole('table')).toHaveTextContent('天津示例新能源产业基金');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('table')).toHaveTextContent('示例储能科技有限公司');
    await expect(canvas.getByRole('table')).toHaveTextContent('12%');
  },
};

export const EmptyFunds: Story = {
  args: { activeTab: 'fund', funds: { rows: [], total: 0, page: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveTextContent(/暂无数据|No data/);
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
