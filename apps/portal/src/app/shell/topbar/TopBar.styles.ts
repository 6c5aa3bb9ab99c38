import styled, { css } from 'styled-components';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  gap: 16px;
  height: 60px;
  padding: 0 20px;
  background: ${({ theme }) => theme.colors.bar};
  color: ${({ theme }) => theme.colors.barText};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.08);
`;

export const Logo = styled.a`
  display: flex;
  align-items: center;
  gap: 8px;
  flex: none;
  font-size: 18px;
  font-weight: 600;
  white-space: nowrap;
  img {
    height: 32px;
  }
`;

export const Nav = styled.nav`
  position: relative;
  display: flex;
  align-items: center;
  flex: 1;
  gap: 2px;
  /* Room for the 更多 button at least, which holds every entry in a narrow window. */
  min-width: 72px;
  /* Never over the bar's actions, even before the entries are measured or in a tiny window. */
  overflow: hidden;
`;

/** The entries laid out off screen, to measure how many fit (useMenuFit). */
export const Measure = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  display: flex;
  visibility: hidden;
  pointer-events: none;
  white-space: nowrap;
`;

export const MoreWrap = styled.div`
  position: relative;
  flex: none;
`;

/** Placed in the window (the nav clips), under its button: see MoreMenu. */
export const MoreList = styled.ul`
  position: fixed;
  z-index: 110;
  min-width: 160px;
  margin: 0;
  padding: 4px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: 6px;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.16);
  a {
    display: block;
  }
`;

export const NavLink = styled.a<{ $active: boolean }>`
  flex: none;
  padding: 6px 8px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  border-radius: 4px;
  white-space: nowrap;
  cursor: pointer;
  opacity: 0.9;
  &:hover {
    opacity: 1;
  }
  ${({ $active }) =>
    $active &&
    css`
      opacity: 1;
      font-weight: 600;
      box-shadow: inset 0 -2px 0 currentColor;
    `}
`;

/** Shrinks before the menu does and scrolls sideways in a narrow window, never past its edge. */
export const Actions = styled.div`
  display: flex;
  flex: 0 1 auto;
  align-items: center;
  gap: 12px;
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
  white-space: nowrap;
`;

export const BarButton = styled.button`
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  padding: 4px 0;
  display: inline-flex;
  align-items: center;
  gap: 4px;
`;
