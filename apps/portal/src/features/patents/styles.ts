import styled from 'styled-components';

export { Actions, Filters, Intro, Item, List, Muted, Problem } from '../../shared/library/styles';

export const Charts = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
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
`;
