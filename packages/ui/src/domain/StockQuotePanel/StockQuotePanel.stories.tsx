import { StockQuotePanel, type StockQuote } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const quote: StockQuote = {
  currentPrice: 1234.5,
  upsDownsAmt: 12.3,
  upsDownsRate: 1.01,
  upsDownsIdent: 'red',
  ceilingPrice: 1344.88,
  limitPrice: 1100.36,
  closeTime: '2026-11-20 15:00:00',
  openToday: 1222,
  highToday: 1240.5,
  lowestToday: 1218,
  yestClosePrice: 1222.2,
  equityAmt: 1_256_197_800,
  dealAct: 3_456_789,
  dealAmt: 4_262_000_000,
  marketAmt: 1_550_000_000_000,
  circulationAmt: 1_550_000_000_000,
  circulationAct: 1_256_197_800,
  amplitudeRate: 1.84,
  handsRate: 0.28,
  pbRate: 8.31,
  peRate: 18.6,
};

const meta = {
  title: 'Domain/StockQuotePanel',
  component: StockQuotePanel,
  args: { quote, stockName: '示例酒业', stockCode: '600519' },
} satisfies Meta<typeof StockQuotePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Up: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('quote-price')).toHaveTextContent(/^(最新价|Last price) 1,234.50$/);
    await expect(canvas.getByText('+12.30')).toBeInTheDocument();
    await expect(canvas.getByText('+1.01%')).toBeInTheDocument();
    await expect(canvas.getAllByText('15500亿')).toHaveLength(2);
    await expect(canvas.getByText('42.62亿')).toBeInTheDocument();
    await expect(canvas.getByText('345.68万')).toBeInTheDocument();
    await expect(canvas.getByText('0.28%')).toBeInTheDocument();
    await expect(canvas.getAllByRole('term')).toHaveLength(17);
  },
};

export const Down: Story = {
  args: { quote: { ...quote, upsDownsAmt: -8.4, upsDownsRate: -0.69, upsDownsIdent: 'green' } },
  play: async ({ canvasElement }) => {
    const price = within(canvasElement).getByTestId('quote-price');
    await expect(getComputedStyle(price).color).not.toBe(
      getComputedStyle(within(canvasElement).getByRole('heading')).color,
    );
    await expect(within(canvasElement).getByText('-0.69%')).toBeInTheDocument();
  },
};

export const Flat: Story = {
  args: { quote: { ...quote, upsDownsAmt: 0, upsDownsRate: 0, upsDownsIdent: 'black' } },
};

export const Empty: Story = {
  args: { quote: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/暂无数据|No data/)).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Turnover rate')).toBeInTheDocument();
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };

/** Each label and each value stays on one line; a value that does not fit moves under its label. */
const linesOf = (el: Element) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
};

export const NarrowGrid: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const el of [...canvas.getAllByRole('term'), ...canvas.getAllByRole('definition')])
      await expect(linesOf(el), el.textContent ?? '').toBe(1);
    await expect(canvas.getByText('2026-11-20 15:00:00')).toBeInTheDocument();
  },
};
