import {
  blueTheme,
  BrandProvider,
  Button,
  createBrand,
  ThemeProvider,
  UiConfigProvider,
  UiHost,
} from '@platform/ui';
import {
  AddFriendDialog,
  AreaSelector,
  CardModuleList,
  CardShareDialog,
  CardUpdateReminder,
  MyCardItem,
  type EditableCardModule,
  CompanyResultItem,
  DynamicsList,
  EnergyLevel,
  EnterpriseProfileCard,
  QRPayPanel,
  StockQuotePanel,
} from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StyleSheetManager } from 'styled-components';
import { sampleProfile } from './EnterpriseProfileCard/fixtures';

/** Mounts `children` in an open shadow root the way the widgets do (styles, portals and hosts inside). */
function ShadowHost({ children, testId = 'shadow-host' }: { children: ReactNode; testId?: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const shadow = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const root = createRoot(mount);
    root.render(
      <StyleSheetManager target={shadow}>
        <ThemeProvider theme={blueTheme}>
          <BrandProvider brand={createBrand({ platformName: '产业链数智云平台' })}>
            <UiConfigProvider portalRoot={mount}>
              <div style={{ fontFamily: blueTheme.font.family }}>{children}</div>
              <UiHost />
            </UiConfigProvider>
          </BrandProvider>
        </ThemeProvider>
      </StyleSheetManager>,
    );
    return () => {
      setTimeout(() => root.unmount());
      mount.remove();
    };
  }, [children]);
  return <div ref={host} data-testid={testId} />;
}

/** Domain components inside an open shadow root, mounted the way the widgets do. */
function InShadowRoot() {
  return (
    <ShadowHost>
      <div style={{ display: 'flex', gap: 24 }}>
        <div style={{ width: 280 }}>
          <AreaSelector label="所在城市" />
        </div>
        <QRPayPanel codeUrl="https://pay.example.com/qr/1" payType={1} amount="¥ 1999" />
      </div>
    </ShadowHost>
  );
}

const loadCancellation = async () => ({ date: '2021-06-30', reason: '决议解散' });
const follow = async () => {};
const profile = { ...sampleProfile, regStatusName: '注销', isFollow: 1 as const };
const dynamics = [
  { id: 1, title: '示例动态', publisher: '示例日报', publishDt: '2026-11-02', content: '<p>正文</p>' },
];

/** The enterprise components of the profile card widget, all inside one shadow root. */
function EnterpriseInShadowRoot() {
  return (
    <ShadowHost testId="enterprise-shadow-host">
      <EnterpriseProfileCard
        data={profile}
        mobileUrl="https://m.example.com/entInfo?companyid=1"
        loadCancellation={loadCancellation}
        onFollowChange={follow}
      />
      <CompanyResultItem company={sampleProfile} keyword="示例" onFollowChange={follow} />
      <StockQuotePanel
        quote={{ currentPrice: 12.5, upsDownsAmt: 0.3, upsDownsRate: 2.46, upsDownsIdent: 'red' }}
      />
      <EnergyLevel level={3} rankScoreInIndustry={80} contribution="5%" />
      <DynamicsList items={dynamics} hasMore={false} />
    </ShadowHost>
  );
}

const editorModules: EditableCardModule[] = [
  { key: 'm14', moduleCode: 14, moduleName: '动态', ifDisplay: 1 },
  { key: 'm1', moduleCode: 1, moduleName: '个人简介', ifDisplay: 1 },
  { key: 'm50', moduleCode: 50, moduleName: '服务承诺', ifDisplay: 1 },
];
const myCard = {
  id: 'vc-1',
  type: 2 as const,
  userName: '欧阳思远',
  orgName: '上海示例智能科技有限公司',
  ifOpened: true,
};

/** The card editor and my-cards components, with their dialogs, as a widget or partner page would mount them. */
function CardsPanel() {
  const [modules, setModules] = useState(editorModules);
  const [friend, setFriend] = useState(false);
  const [share, setShare] = useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, width: 640 }}>
      <CardModuleList modules={modules} onChange={setModules} onRemove={() => {}} />
      <MyCardItem
        card={myCard}
        onDelete={() => {}}
        onShare={() => setShare(true)}
        onPrivacyChange={() => {}}
      />
      <CardUpdateReminder
        mode="preview"
        records={[{ changeTagCode: 'techFieldTags', contentList: [{ tagName: '固态电池' }] }]}
      />
      <Button onClick={() => setFriend(true)}>加好友</Button>
      <AddFriendDialog open={friend} onOpenChange={setFriend} cards={[myCard]} onSubmit={() => {}} />
      <CardShareDialog
        open={share}
        onOpenChange={setShare}
        url="https://portal.example.com/businessCard/view?vcardId=vc-1"
      />
    </div>
  );
}

function CardsInShadowRoot() {
  return (
    <ShadowHost testId="cards-shadow-host">
      <CardsPanel />
    </ShadowHost>
  );
}

const meta = { title: 'Domain/Shadow root', component: InShadowRoot } satisfies Meta<typeof InShadowRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardInsideShadowRoot: Story = {
  play: async ({ canvasElement }) => {
    const shadow = canvasElement.querySelector('[data-testid="shadow-host"]')!.shadowRoot!;
    const inside = within(shadow as unknown as HTMLElement);
    const trigger = await inside.findByRole('button', { name: /所在城市/ });
    // Styles land in the shadow root, not in document.head.
    await waitFor(() => expect(shadow.querySelector('style')).not.toBeNull());
    await expect(getComputedStyle(trigger).borderTopStyle).toBe('solid');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    // The floating panel is portalled inside the shadow root.
    const panel = await inside.findByRole('dialog');
    await expect(shadow.contains(panel)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(shadow.activeElement).toBe(trigger));
    await expect(inside.getByRole('img', { name: /支付二维码/ })).toBeInTheDocument();
  },
};

export const EnterpriseInsideShadowRoot: Story = {
  render: () => <EnterpriseInShadowRoot />,
  play: async ({ canvasElement }) => {
    const shadow = canvasElement.querySelector('[data-testid="enterprise-shadow-host"]')!.shadowRoot!;
    const inside = within(shadow as unknown as HTMLElement);
    const heading = await inside.findByRole('heading', { level: 1 });
    await waitFor(() => expect(shadow.querySelector('style')).not.toBeNull());
    await expect(heading).toHaveTextContent('天津示例新能源汽车动力电池系统集成技术研究...');
    // The QR code and the radar render inside.
    await expect(await inside.findByRole('img', { name: /手机版二维码/ })).toBeInTheDocument();
    // The radar's chart code loads once it is in view.
    shadow.querySelector('canvas, [aria-busy]')?.scrollIntoView();
    await waitFor(() => expect(shadow.querySelector('canvas')).not.toBeNull(), { timeout: 5000 });
    // The cancellation tooltip is portalled inside the shadow root.
    inside.getByText('注销').focus();
    const tip = await inside.findByRole('tooltip');
    await expect(tip).toHaveTextContent('2021-06-30 决议解散');
    await userEvent.keyboard('{Escape}');
    // Unfollow: confirm dialog and toast both inside the shadow root, keyboard only.
    const followed = inside.getAllByRole('button', { pressed: true })[0]!;
    followed.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await inside.findByRole('dialog');
    await expect(dialog).toHaveTextContent('是否取消对该企业的关注？');
    await waitFor(() =>
      expect(shadow.activeElement).toBe(within(dialog).getByRole('button', { name: '确定' })),
    );
    await userEvent.keyboard('{Enter}');
    await expect(await inside.findByText('取消关注成功！')).toBeInTheDocument();
    await waitFor(() => expect(followed).toHaveAttribute('aria-pressed', 'false'));
    // A dynamic opens the trend dialog inside the shadow root.
    await userEvent.click(inside.getByRole('button', { name: '示例动态' }));
    await expect(await inside.findByRole('dialog', { name: '示例动态' })).toHaveTextContent('正文');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
    await expect(document.body.querySelector('[role="dialog"], [role="tooltip"]')).toBeNull();
  },
};

export const CardsInsideShadowRoot: Story = {
  render: () => <CardsInShadowRoot />,
  play: async ({ canvasElement }) => {
    const shadow = canvasElement.querySelector('[data-testid="cards-shadow-host"]')!.shadowRoot!;
    const inside = within(shadow as unknown as HTMLElement);
    const order = () =>
      inside.getAllByRole('listitem').map((li: HTMLElement) => li.querySelector('[title]')?.textContent);
    // Keyboard reorder with the handle; focus stays on it inside the shadow root.
    const handle = await inside.findByRole('button', { name: /拖动排序服务承诺/ });
    handle.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(order()).toEqual(['服务承诺', '个人简介', '动态']);
    await waitFor(() =>
      expect(shadow.activeElement).toBe(inside.getByRole('button', { name: /拖动排序服务承诺/ })),
    );
    // The add-module menu is portalled inside.
    await userEvent.click(inside.getByRole('button', { name: '+ 添加模块' }));
    const menu = await inside.findByRole('menu');
    await expect(shadow.contains(menu)).toBe(true);
    await userEvent.keyboard('{Escape}');
    // Delete asks first, inside the shadow root.
    await userEvent.click(inside.getByRole('button', { name: '删除' }));
    let dialog = await inside.findByRole('dialog');
    await expect(dialog).toHaveTextContent('确定删除该名片吗');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
    // Preview-mode reminder asks to go to the edit page.
    await userEvent.click(inside.getByRole('button', { name: /固态电池/ }));
    dialog = await inside.findByRole('dialog');
    await expect(dialog).toHaveTextContent('是否前往编辑名片');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
    // Add friend: no card chosen -> the spec message, no submit.
    await userEvent.click(inside.getByRole('button', { name: '加好友' }));
    dialog = await inside.findByRole('dialog', { name: '申请添加好友' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('至少选择一张名片');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
    // Share: the QR renders inside.
    await userEvent.click(inside.getByRole('button', { name: '分享' }));
    dialog = await inside.findByRole('dialog', { name: '分享名片' });
    await expect(await within(dialog).findByRole('img', { name: '名片二维码' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
    await expect(document.body.querySelector('[role="dialog"], [role="menu"]')).toBeNull();
  },
};
