import styled, { css } from 'styled-components';
import { Link } from 'react-router';

/** The user-area page frame of the chain pages (side menu on the left). */
export const ControlFrame = styled.div`
  padding: ${({ theme }) => theme.space.xl}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin: 0 0 ${({ theme }) => theme.space.lg}px;
  }
`;
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** The chain cards' grid (catalogue, industry map). */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const ChainCard = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.brand[500]};
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;

/** The map's and preview's layout: the nodes, then the chosen node's panel. */
export const MapLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl}px;
`;
/** The prompt where a node's panel will be. */
export const SelectHint = styled.p`
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
/** A node's panel (data-set or user chain). */
export const NodeFrame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  h2,
  h3 {
    margin: 0;
  }
`;
/** Top-level nodes as columns (上游, 中游, 下游). */
export const StreamGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
`;

/** A plain list of rows: a link, a note and an action on one line each. */
export const PlainRows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md}px;
    align-items: center;
    padding-block: ${({ theme }) => theme.space.xs}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > span {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

/**
 * A chain node as a toggle (columns, user-chain tree). `$marked`: a node the page's company sits on,
 * or one of their ancestors.
 */
export const NodeButton = styled.button<{ $marked?: boolean }>`
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  text-align: left;
  cursor: pointer;
  ${({ $marked, theme }) =>
    $marked &&
    css`
      border-color: ${theme.colors.warning};
      box-shadow: inset 0 0 0 1px ${theme.colors.warning};
    `}
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brand[500]};
    background: ${({ theme }) => theme.colors.brand[500]};
    color: ${({ theme }) => theme.colors.onBrand[500]};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
    outline-offset: 2px;
  }
`;
