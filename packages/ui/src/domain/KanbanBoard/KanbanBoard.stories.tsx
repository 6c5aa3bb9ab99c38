import { applyKanbanMove, KanbanBoard } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';
import { sampleDeals, stagesEn, stagesZh, type SampleDeal } from './fixtures';

interface DemoProps {
  onMove: (cardId: string, toColumn: string, index: number) => void;
  count?: number;
  locale?: 'zh' | 'en';
  height?: number;
}

/** A host that keeps the deals and applies each move, as the pipeline page does. */
function PipelineBoard({ onMove, count = 12, locale = 'zh', height = 420 }: DemoProps) {
  const [deals, setDeals] = useState(() => sampleDeals(count, locale));
  return (
    <KanbanBoard<SampleDeal>
      aria-label={locale === 'zh' ? '商机看板' : 'Deal board'}
      columns={locale === 'zh' ? stagesZh : stagesEn}
      cards={deals}
      cardKey={(d) => d.id}
      cardColumn={(d) => d.stage}
      cardLabel={(d) => d.company}
      cardValue={(d) => d.amount}
      formatValue={(n) =>
        locale === 'zh' ? `¥${(n / 10000).toLocaleString('zh-CN')} 万` : `¥${n.toLocaleString('en-US')}`
      }
      height={height}
      renderCard={(d) => (
        <>
          <div style={{ fontWeight: 600 }}>{d.company}</div>
          <div>{d.name}</div>
          <div>¥{d.amount.toLocaleString('zh-CN')}</div>
        </>
      )}
      onMove={(id, column, index) => {
        onMove(id, column, index);
        setDeals((all) =>
          applyKanbanMove(
            all,
            (d) => d.id,
            (d) => d.stage,
            (d, stage) => ({ ...d, stage }),
            id,
            column,
            index,
          ),
        );
      }}
    />
  );
}

const meta = {
  title: 'Domain/CRM/KanbanBoard',
  component: PipelineBoard,
  args: { onMove: fn() },
} satisfies Meta<typeof PipelineBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const column = (root: HTMLElement, name: RegExp | string) => within(root).getByRole('group', { name });
/** Focus follows a moved card once its column shows it (virtua shows a new row a frame later). */
const focusOn = (id: string) =>
  waitFor(() => expect(document.activeElement).toHaveAttribute('data-card-id', id));
const namesIn = (group: HTMLElement) =>
  [...group.querySelectorAll('[data-card-id]')].map((el) => el.getAttribute('data-card-id'));

export const KeyboardMove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = column(canvasElement, '初步接洽');
    await expect(first).toHaveTextContent('3 项');
    await expect(first).toHaveTextContent('合计 ¥61 万');
    const card = await canvas.findByRole('button', { name: /星河科技1 / });
    await expect(card).toHaveAttribute('aria-roledescription', '可拖动卡片');
    card.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '已拿起 星河科技1，位于「初步接洽」第 1 / 3 位',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('status')).toHaveTextContent('星河科技1 移到「初步接洽」第 2 / 3 位');
    await focusOn('d1');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('status')).toHaveTextContent('星河科技1 移到「需求确认」第 2 / 4 位');
    // Focus follows the card into the other column.
    await waitFor(() =>
      expect(column(canvasElement, '需求确认').contains(document.activeElement)).toBe(true),
    );
    await userEvent.keyboard(' ');
    await expect(args.onMove).toHaveBeenCalledWith('d1', 'needs', 1);
    await expect(canvas.getByRole('status')).toHaveTextContent('星河科技1 已放到「需求确认」第 2 位');
    await waitFor(() =>
      expect(namesIn(column(canvasElement, '需求确认'))).toEqual(['d2', 'd1', 'd7', 'd12']),
    );
    await expect(column(canvasElement, '初步接洽')).toHaveTextContent('2 项');
    await focusOn('d1');
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: /北辰新材料2 / })).focus();
    await userEvent.keyboard(' {ArrowRight}');
    await waitFor(() => expect(namesIn(column(canvasElement, '方案报价'))).toContain('d2'));
    await focusOn('d2');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(namesIn(column(canvasElement, '商务谈判'))).toContain('d2'));
    await focusOn('d2');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('status')).toHaveTextContent('已取消移动 北辰新材料2，回到「需求确认」');
    await waitFor(() => expect(namesIn(column(canvasElement, '需求确认'))).toEqual(['d2', 'd7', 'd12']));
    await expect(args.onMove).not.toHaveBeenCalled();
    await focusOn('d2');
  },
};

export const ArrowsWalkTheCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: /星河科技1 / })).focus();
    await userEvent.keyboard('{ArrowDown}');
    await focusOn('d6');
    await userEvent.keyboard('{ArrowRight}');
    await focusOn('d7');
    await userEvent.keyboard('{End}');
    await focusOn('d12');
    // The walked-to card is the column's tab stop.
    await expect(document.activeElement).toHaveAttribute('tabindex', '0');
  },
};

export const DragWithMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dataTransfer = new DataTransfer();
    const fire = (el: Element, type: string, clientY?: number) =>
      el.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer, clientY }));
    const card = await canvas.findByRole('button', { name: /星河科技1 / });
    fire(card, 'dragstart');
    await waitFor(() => expect(card).toHaveAttribute('data-dragging', 'true'));
    // Over the upper half of the second card of 方案报价: the card goes before it.
    const quote = column(canvasElement, '方案报价');
    const target = quote.querySelector('[data-card-id="d8"]')!;
    const box = target.getBoundingClientRect();
    fire(target, 'dragover', box.top + 2);
    await waitFor(() => expect(target).toHaveAttribute('data-marker', 'top'));
    fire(target, 'drop', box.top + 2);
    fire(card, 'dragend');
    await expect(args.onMove).toHaveBeenCalledWith('d1', 'quote', 1);
    await waitFor(() => expect(namesIn(column(canvasElement, '方案报价'))).toEqual(['d3', 'd1', 'd8']));
  },
};

export const EmptyColumn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lost = column(canvasElement, '输单');
    await expect(lost).toHaveTextContent('0 项');
    await expect(lost).toHaveTextContent('暂无卡片');
    (await canvas.findByRole('button', { name: /西岭新能源5 / })).focus();
    await userEvent.keyboard(' {ArrowRight}');
    // The empty column mounts its list for the lifted card; focus follows it there.
    await waitFor(() => expect(namesIn(column(canvasElement, '输单'))).toEqual(['d5']));
    await waitFor(() => expect(column(canvasElement, '输单').contains(document.activeElement)).toBe(true));
    await expect(column(canvasElement, '输单')).not.toHaveTextContent('暂无卡片');
    await userEvent.keyboard(' ');
    await expect(args.onMove).toHaveBeenCalledWith('d5', 'lost', 0);
    await waitFor(() => expect(namesIn(column(canvasElement, '输单'))).toEqual(['d5']));
  },
};

export const English: Story = {
  args: { locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = column(canvasElement, 'First contact');
    await expect(first).toHaveTextContent('3 items');
    await expect(first).toHaveTextContent('Total ¥610,000');
    await expect(column(canvasElement, 'Lost')).toHaveTextContent('No cards');
    (await canvas.findByRole('button', { name: /Galaxy Tech 1 / })).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Lifted Galaxy Tech 1, in "First contact" at position 1 of 3',
    );
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(column(canvasElement, 'Needs confirmed').contains(document.activeElement)).toBe(true),
    );
    await focusOn('d1');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Galaxy Tech 1 dropped in "Needs confirmed" at position 1',
    );
    await expect(args.onMove).toHaveBeenCalledWith('d1', 'needs', 0);
  },
};

/**
 * The story's axe check runs after its play: the theme stories wait for the cards, since virtua
 * mounts a column's cards once it has measured it, and the board (a scroll region) is checked for
 * focusable content as the reader meets it, not in the frame before.
 */
const cardsShown = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await within(canvasElement).findByRole('button', { name: /星河科技1 / });
};
export const CommonTheme: Story = { globals: { theme: 'common' }, play: cardsShown };
export const WhiteLabel: Story = { globals: { theme: 'oem' }, play: cardsShown };

/** 2,000 deals: each column mounts only the cards in view, and keyboard moves still work. */
export const TwoThousandCards: Story = {
  args: { count: 2000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(column(canvasElement, '初步接洽')).toHaveTextContent('400 项');
    const card = await canvas.findByRole('button', { name: /星河科技1 / });
    await expect(canvasElement.querySelectorAll('[data-card-id]').length).toBeLessThan(200);
    card.focus();
    await userEvent.keyboard(' {ArrowRight}');
    await waitFor(() =>
      expect(column(canvasElement, '需求确认').contains(document.activeElement)).toBe(true),
    );
    await focusOn('d1');
    await userEvent.keyboard(' ');
    await expect(args.onMove).toHaveBeenCalledWith('d1', 'needs', 0);
    await waitFor(() => expect(column(canvasElement, '需求确认')).toHaveTextContent('401 项'));
    // End walks to the column's last card, far below the mounted ones: the list scrolls to it.
    await focusOn('d1');
    await userEvent.keyboard('{End}');
    await focusOn('d1997');
    await userEvent.keyboard('{Home}');
    await focusOn('d1');
  },
};

export const InShadowRoot: Story = {
  render: (args) => (
    <ShadowHost>
      <PipelineBoard {...args} />
    </ShadowHost>
  ),
  play: async ({ canvasElement, args }) => {
    const shadow = shadowOf(canvasElement);
    const inside = within(shadow as unknown as HTMLElement);
    const card = await inside.findByRole('button', { name: /星河科技1 / });
    await waitFor(() => expect(shadow.querySelector('style')).not.toBeNull());
    card.focus();
    await userEvent.keyboard(' {ArrowRight}');
    await waitFor(() => expect(shadow.activeElement).toHaveAttribute('data-card-id', 'd1'));
    await userEvent.keyboard(' ');
    await expect(args.onMove).toHaveBeenCalledWith('d1', 'needs', 0);
    await expect(inside.getByRole('status')).toHaveTextContent('星河科技1 已放到「需求确认」第 1 位');
    await waitFor(() => expect(shadow.activeElement).toHaveAttribute('data-card-id', 'd1'));
  },
};
