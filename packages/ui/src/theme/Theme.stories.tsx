import { SHADES, type UiTheme } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTheme } from 'styled-components';
import { expect, within } from 'storybook/test';

/** The current toolbar theme's tokens: brand palette with its text colours, status colours, type scale. */
function Tokens() {
  const theme = useTheme() as UiTheme;
  const c = theme.colors;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <h2 style={{ margin: 0, fontSize: theme.font.size.xl }}>
        {theme.name} · brand {c.brand[500]}
      </h2>
      <div style={{ display: 'flex' }} aria-label="brand palette" role="list">
        {SHADES.map((shade) => (
          <div
            key={shade}
            role="listitem"
            style={{
              background: c.brand[shade],
              color: c.onBrand[shade],
              padding: '12px 8px',
              width: 72,
              fontSize: 12,
            }}
          >
            {shade}
            <br />
            {c.brand[shade]}
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        <span
          style={{ background: c.bar, color: c.barText, padding: '6px 12px', borderRadius: theme.radius.md }}
        >
          top bar
        </span>
        <span style={{ color: c.brandInk }}>brand ink text</span>
        <span style={{ color: c.danger }}>danger</span>
        <span style={{ color: c.success }}>success</span>
        <span style={{ color: c.up }}>up 涨</span>
        <span style={{ color: c.down }}>down 跌</span>
      </div>
      <div>
        {Object.entries(theme.font.size).map(([key, px]) => (
          <div key={key} style={{ fontSize: px }}>
            {key} {px}px 产业链分析
          </div>
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'Theme/Tokens',
  component: Tokens,
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blue: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('#0659e6');
    await expect(getComputedStyle(document.documentElement).getPropertyValue('--pf-brand-500').trim()).toBe(
      '#0659e6',
    );
  },
};

export const Common: Story = { globals: { theme: 'common' }, parameters: { visual: true } };

export const WhiteLabel: Story = { globals: { theme: 'oem' }, parameters: { visual: true } };
