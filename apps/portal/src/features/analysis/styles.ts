import styled from 'styled-components';

/** Charts side by side where there is room, one under another on narrow screens. */
export const ChartGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
  margin-block: ${({ theme }) => theme.space.md}px;
`;

/** One chart or list with its heading. */
export const Block = styled.section`
  min-width: 0;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.font.size.md}px;
  }
`;

export const Summary = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** Figures in a row: a term above its value. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space.md}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md}px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl}px;
    font-weight: 600;
  }
`;

export const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding-block: ${({ theme }) => theme.space.xs}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  margin-inline-start: ${({ theme }) => theme.space.sm}px;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: end;
`;

export const SectionBox = styled.section`
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
  }
`;
