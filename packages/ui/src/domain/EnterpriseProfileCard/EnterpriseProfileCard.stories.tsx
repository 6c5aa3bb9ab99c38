import { EnterpriseProfileCard, orgToProfile } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleProfile } from './fixtures';

const meta = {
  title: 'Domain/EnterpriseProfileCard',
  component: EnterpriseProfileCard,
  args: {
    data: sampleProfile,
    mobileUrl: 'https://m.example.com/entInfo?companyid=91120116MA05K0XX1Q',
    onFollowChange: fn(async () => {}),
    onRelatedFollowChange: fn(async () => {}),
    onOpenProfile: fn(),
    onOpenIndustryGraph: fn(),
    onShareholderClick: fn(),
    onMonitor: fn(),
    onGenerateReport: fn(),
  },
} satisfies Meta<typeof EnterpriseProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Company: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      '天津示例新能源汽车动力电池系统集成技术研究...',
    );
    // 科技型中小企业 among the first three qualifications: the large-enterprise tag is hidden; 3 shown.
    await expect(canvas.queryByText('大型企业')).toBeNull();
    await expect(canvas.getByText('专精特新')).toBeInTheDocument();
    await expect(canvas.queryByText('瞪羚企业')).toBeNull();
    await expect(canvas.getByText('新三板 示例新能 870001')).toBeInTheDocument();
    // Facts, '-' for the empty operating address, level from the total score.
    await expect(canvas.getByText('2015-06-01')).toBeInTheDocument();
    await expect(canvas.getByText('高质量发展型')).toBeInTheDocument();
    await expect(canvas.getByText('京津冀新能源圈')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: /手机版二维码|mobile QR code/ })).toHaveAttribute(
      'width',
      '120',
    );
    // The radar's chart code loads once it is in view.
    await expect(
      await canvas.findByRole(
        'img',
        { name: /发展能力 620.*企业风险 480.*社会影响力 350.*市场背景 710.*创新能力 830.*经营能力 560/ },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '生成报告' }));
    await expect(args.onGenerateReport).toHaveBeenCalledWith(sampleProfile);
    await userEvent.click(canvas.getByRole('button', { name: '监控' }));
    await expect(args.onMonitor).toHaveBeenCalledWith(sampleProfile.companyId);
  },
};

/** The collapsible block from the keyboard: industry link only with a code, company shareholders only with an id. */
export const DetailsWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: /更多信息|More information/ });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    more.focus();
    await userEvent.keyboard('{Enter}');
    const region = await canvas.findByRole('region', { name: /更多信息|More information/ });
    const layout = within(region).getByRole('button', { name: '锂离子电池制造' });
    await expect(within(region).queryByRole('button', { name: '储能装置' })).toBeNull();
    await expect(within(region).getByText('储能装置')).toBeInTheDocument();
    layout.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenIndustryGraph).toHaveBeenCalledWith('C3841', sampleProfile.companyId);
    // Only 天津示例控股有限公司 (id and type "2") is clickable.
    await expect(within(region).queryByRole('button', { name: '张明' })).toBeNull();
    await expect(within(region).queryByRole('button', { name: '示例投资合伙企业' })).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: '天津示例控股有限公司' }));
    await expect(args.onShareholderClick).toHaveBeenCalledWith(sampleProfile.majorShareholders![0]);
    // 储能 appears once: the technology row skips tags already in the industry row.
    await expect(within(region).getAllByText('储能')).toHaveLength(1);
    await expect(within(region).getByText('制造业 6')).toBeInTheDocument();
  },
};

export const FollowAndRelated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const related = canvas.getByRole('region', { name: /关联企业|Related companies/ });
    await userEvent.click(within(related).getByRole('button', { name: '企业画像 天津示例储能科技有限公司' }));
    await expect(args.onOpenProfile).toHaveBeenCalledWith('r1');
    await userEvent.click(within(related).getByRole('button', { name: '监控 北京示例电池材料有限公司' }));
    await expect(args.onMonitor).toHaveBeenCalledWith('r2');
    await userEvent.click(within(related).getByRole('button', { name: '关注 天津示例储能科技有限公司' }));
    await expect(args.onRelatedFollowChange).toHaveBeenCalledWith('r1', 1);
    const follow = canvas.getAllByRole('button', { pressed: false })[0]!;
    await userEvent.click(follow);
    await expect(args.onFollowChange).toHaveBeenCalledWith(1);
  },
};

/** Cancelled: red status; the tooltip loads date and reason on focus. */
export const Cancelled: Story = {
  args: {
    data: { ...sampleProfile, regStatusName: '注销' },
    loadCancellation: fn(async () => ({ date: '2021-06-30', reason: '决议解散' })),
  },
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByText('注销');
    status.focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('2021-06-30 决议解散');
    await expect(args.loadCancellation).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
  },
};

/** A failing cancellation call is silent: no tooltip, no error. */
export const CancellationFailure: Story = {
  args: {
    data: { ...sampleProfile, regStatusName: '吊销' },
    loadCancellation: fn(() => Promise.reject(new Error('500'))),
  },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByText('吊销').focus();
    await waitFor(() => expect(args.loadCancellation).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 200));
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

export const Organisation: Story = {
  args: {
    variant: 'org',
    data: orgToProfile({
      orgId: 'org-1',
      orgName: '天津示例创业投资管理有限公司',
      regStatusName: '在营',
      descr: '专注新能源与先进制造的早期投资机构。',
      managementSize: '20亿元',
      investAmt: '8.5亿元',
      investCnt: 36,
      enterpriseLevel: 8,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('天津示例创业投资管理有限公司');
    await expect(canvas.getByText('专注新能源与先进制造的早期投资机构。')).toBeInTheDocument();
    await expect(canvas.getByText('20亿元')).toBeInTheDocument();
    await expect(canvas.getByText('36')).toBeInTheDocument();
    await expect(canvas.getByText('高质量发展型')).toBeInTheDocument();
    await expect(canvas.getAllByText(/暂无数据/).length).toBeGreaterThan(0);
  },
};

export const EmptyValues: Story = {
  args: { data: { companyId: 'x', companyName: '' }, mobileUrl: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('- -');
    await expect(canvas.getAllByText('-').length).toBeGreaterThanOrEqual(6);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Legal representative')).toBeInTheDocument();
    await expect(canvas.getByText('High-quality growth')).toBeInTheDocument();
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
