import { CompanyResultItem } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const company = {
  companyId: '91110108MA01XXXX3K',
  companyName: '北京字节示例科技有限公司',
  regStatusName: '在营',
  legalEntityName: '李华',
  regCapital: '1000万人民币',
  esDt: '2012-03-09 00:00:00',
  area: '北京市海淀区',
  companyScaleTag: '大型企业',
  companyTypeTag: '有限责任公司',
  financingStageTag: 'D轮',
  qualificationTags: ['高新技术企业', '科技型中小企业'],
  isFollow: 0 as const,
};

const meta = {
  title: 'Domain/CompanyResultItem',
  component: CompanyResultItem,
  args: { company, keyword: '字节', onOpenProfile: fn(), onFollowChange: fn(async () => {}) },
} satisfies Meta<typeof CompanyResultItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Highlighted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const mark = canvasElement.querySelector('mark');
    await expect(mark).toHaveTextContent('字节');
    await expect(canvas.getByText('2012-03-09')).toBeInTheDocument();
    await expect(canvas.getByText('北京市海淀区')).toBeInTheDocument();
    await expect(canvas.queryByText('大型企业')).toBeNull();
    const name = canvas.getByRole('button', { name: '北京字节示例科技有限公司' });
    name.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenProfile).toHaveBeenCalledWith(company.companyId);
    await userEvent.click(canvas.getByRole('button', { name: /关注/ }));
    await expect(args.onFollowChange).toHaveBeenCalledWith(company.companyId, 1);
  },
};

/** A keyword with markup stays text: nothing is parsed as HTML. */
export const MarkupStaysText: Story = {
  args: {
    company: { ...company, companyName: '<img src=x onerror=alert(1)>示例公司' },
    keyword: '<img',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('article img')).toBeNull();
    await expect(canvasElement.querySelector('mark')).toHaveTextContent('<img');
  },
};

export const LongNameCancelled: Story = {
  args: {
    company: {
      ...company,
      companyName: '北京字节示例网络技术有限公司上海分公司第二研发中心',
      regStatusName: '注销',
      legalEntityName: '',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading')).toHaveTextContent(
      '北京字节示例网络技术有限公司上海分公司第二...',
    );
    await expect(getComputedStyle(canvas.getByText('注销')).color).not.toBe(
      getComputedStyle(canvas.getByRole('heading')).color,
    );
    await expect(canvas.getByText('-')).toBeInTheDocument();
  },
};

export const NoLogoColour: Story = {
  args: { keyword: undefined, onOpenProfile: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: /北京字节示例科技有限公司/ }),
    ).toHaveTextContent('北京字节');
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
