import {
  blueTheme,
  Combobox,
  ThemeProvider,
  UiConfigProvider,
  type ComboboxOption,
  type ComboboxProps,
} from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StyleSheetManager } from 'styled-components';

const companies = [
  '杭州云栖智造科技有限公司',
  '华为技术有限公司',
  '华为终端有限公司',
  '天津示例新能源科技有限公司',
];
const englishCompanies = [
  'Acme Robotics Ltd.',
  'Acme Energy Co.',
  'Globex Semiconductors',
  'Initech Software',
];
const toOptions = (names: string[]): ComboboxOption[] => names.map((label, i) => ({ id: String(i), label }));

/** The typed text marked inside the name (first occurrence, case-insensitive). */
function Marked({ name, text }: { name: string; text: string }) {
  const at = text ? name.toLowerCase().indexOf(text.toLowerCase()) : -1;
  if (at < 0) return <>{name}</>;
  return (
    <>
      {name.slice(0, at)}
      <mark>{name.slice(at, at + text.length)}</mark>
      {name.slice(at + text.length)}
    </>
  );
}

/** Keeps the text and filters `options` by it, the way a caller with a suggestion query would. */
function ComboboxDemo({
  options,
  onChange,
  onPick,
  initialText = '',
  ...props
}: ComboboxProps & { initialText?: string }) {
  const [text, setText] = useState(initialText);
  const keyword = text.trim().toLowerCase();
  const shown = keyword
    ? options
        .filter((o) => o.label.toLowerCase().includes(keyword))
        .map((o) => ({ ...o, content: <Marked name={o.label} text={text.trim()} /> }))
    : [];
  return (
    <div style={{ width: 360, minHeight: 240 }}>
      <Combobox
        {...props}
        value={text}
        options={shown}
        onChange={(next) => {
          setText(next);
          onChange(next);
        }}
        onPick={(option) => {
          setText(option.label);
          onPick(option);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/Combobox',
  component: Combobox,
  args: {
    value: '',
    label: '企业搜索',
    listLabel: '搜索建议',
    placeholder: '请输入企业名称',
    maxLength: 50,
    options: toOptions(companies),
    onChange: fn(),
    onPick: fn(),
    onSubmit: fn(),
  },
  render: (args) => <ComboboxDemo {...args} />,
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardPick: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: '企业搜索' });
    await userEvent.type(box, '华为');
    const list = await screen.findByRole('listbox', { name: '搜索建议' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(2);
    // The typed keyword is marked inside the option text.
    await expect(options[0]!.querySelector('mark')).toHaveTextContent('华为');
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Wraps from the last option to the first, and ArrowUp from the first to the last.
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ label: '华为终端有限公司' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(box).toHaveValue('华为终端有限公司');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

export const EnterSubmitsEscapeAndTabClose: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: '企业搜索' });
    await userEvent.type(box, '科技');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(box).toHaveValue('科技');
    await expect(box).toHaveFocus();
    // ArrowDown opens the list again.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('科技');
    await expect(args.onPick).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.type(box, '有限');
    await screen.findByRole('listbox');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(box).not.toHaveFocus();
  },
};

export const MousePick: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: '企业搜索' });
    await userEvent.type(box, '有限');
    const list = await screen.findByRole('listbox', { name: '搜索建议' });
    const panel = list.parentElement!;
    // The panel matches the field's width and sits under it.
    await waitFor(() =>
      expect(panel.getBoundingClientRect().width).toBeCloseTo(
        box.parentElement!.getBoundingClientRect().width,
        0,
      ),
    );
    await expect(panel.getBoundingClientRect().top).toBeGreaterThan(box.getBoundingClientRect().bottom);
    await userEvent.hover(within(list).getByRole('option', { name: '天津示例新能源科技有限公司' }));
    await userEvent.click(within(list).getByRole('option', { name: '天津示例新能源科技有限公司' }));
    await expect(args.onPick).toHaveBeenCalledWith(
      expect.objectContaining({ label: '天津示例新能源科技有限公司' }),
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // The press did not blur the field first.
    await expect(box).toHaveFocus();
    await expect(box).toHaveValue('天津示例新能源科技有限公司');
  },
};

export const Loading: Story = {
  args: { open: true, loading: true, options: [] },
  render: (args) => <Combobox {...args} />,
  play: async () => {
    const list = await screen.findByRole('listbox', { name: '搜索建议' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(await screen.findByRole('status')).toHaveTextContent('加载中...');
  },
};

export const English: Story = {
  args: {
    label: 'Company search',
    listLabel: 'Suggestions',
    placeholder: 'Company name',
    options: toOptions(englishCompanies),
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Company search' });
    await userEvent.type(box, 'acme');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ label: 'Acme Energy Co.' }));
    await expect(box).toHaveValue('Acme Energy Co.');
  },
};

export const EnglishLoading: Story = {
  ...Loading,
  args: { ...Loading.args, listLabel: 'Suggestions' },
  globals: { locale: 'en' },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  },
};

export const CommonTheme: Story = { ...KeyboardPick, globals: { theme: 'common' } };
export const WhiteLabel: Story = { ...MousePick, globals: { theme: 'oem' } };

/** Mounts `children` in an open shadow root with the kit's providers, the way the widgets do. */
function ShadowHost({ children }: { children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const shadow = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const root = createRoot(mount);
    root.render(
      <StyleSheetManager target={shadow}>
        <ThemeProvider theme={blueTheme}>
          <UiConfigProvider portalRoot={mount}>{children}</UiConfigProvider>
        </ThemeProvider>
      </StyleSheetManager>,
    );
    return () => {
      setTimeout(() => root.unmount());
      mount.remove();
    };
  }, [children]);
  return <div ref={host} data-testid="combobox-shadow-host" />;
}

export const InsideShadowRoot: Story = {
  render: (args) => (
    <ShadowHost>
      <ComboboxDemo {...args} initialText="华为" />
    </ShadowHost>
  ),
  play: async ({ canvasElement, args }) => {
    const shadow = canvasElement.querySelector('[data-testid="combobox-shadow-host"]')!.shadowRoot!;
    const inside = within(shadow as unknown as HTMLElement);
    const box = await inside.findByRole('combobox', { name: '企业搜索' });
    await waitFor(() => expect(shadow.querySelector('style')).not.toBeNull());
    // user-event's typing does not reach React inside a shadow root; the demo starts with text.
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    // The listbox is portalled inside the shadow root, not into document.body.
    const list = await inside.findByRole('listbox', { name: '搜索建议' });
    await expect(shadow.contains(list)).toBe(true);
    await expect(document.body.querySelector('[role="listbox"]')).toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ label: '华为技术有限公司' }));
    await waitFor(() => expect(inside.queryByRole('listbox')).toBeNull());
    await expect(shadow.activeElement).toBe(box);
    await userEvent.keyboard('{ArrowDown}');
    const again = await inside.findByRole('listbox');
    await userEvent.click(within(again).getByRole('option'));
    await waitFor(() => expect(inside.queryByRole('listbox')).toBeNull());
    await expect(args.onPick).toHaveBeenCalledTimes(2);
    await expect(shadow.activeElement).toBe(box);
  },
};
