import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/renderWithApp';
import { Main } from './shellLayout';
import { RightSideBar } from './sidebar/RightSideBar';
import { NARROW_VIEWPORT } from './sidebar/railLayout';

const px = (value: string) => Number.parseFloat(value);
const wide = window.innerWidth;
const resize = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });

describe('the right-hand bar never covers the page', () => {
  afterEach(() => resize(wide));

  it("keeps the main area's right edge to the left of the bar", () => {
    renderWithApp(
      <>
        <Main data-testid="main" />
        <RightSideBar />
      </>,
    );
    const rail = getComputedStyle(screen.getByTestId('right-side-bar'));
    const main = getComputedStyle(screen.getByTestId('main'));
    expect(rail.position).toBe('fixed');
    // The bar takes the window's last right + width pixels; the page content stops before them.
    expect(px(main.paddingRight)).toBeGreaterThanOrEqual(px(rail.right) + px(rail.width));
  });

  it('starts folded to its toggle on a narrow window and open on a wide one', () => {
    resize(NARROW_VIEWPORT - 1);
    const narrow = renderWithApp(<RightSideBar />);
    expect(screen.getByRole('button', { name: '展开' })).toHaveAttribute('aria-expanded', 'false');
    narrow.unmount();
    resize(NARROW_VIEWPORT);
    renderWithApp(<RightSideBar />);
    expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
  });
});
