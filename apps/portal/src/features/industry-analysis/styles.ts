import styled from 'styled-components';

export { Filters, Intro, Muted, Problem } from '../../shared/library/styles';

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  div {
    padding: ${({ theme }) => theme.space.md}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md}px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
  dd {
    margin: 4px 0 0;
    font-size: ${({ theme }) => theme.font.size.xl}px;
    font-weight: 600;
  }
`;

export const Charts = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  h2 {
    grid-column: 1 / -1;
    font-size: ${({ theme }) => theme.font.size.lg}px;
    margin: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.md}px;
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.md}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl}px;
  }
`;

export const Leader = styled.strong`
  color: ${({ theme }) => theme.colors.text};
`;
