import styled from 'styled-components';

export { Bar, Cell, FilterForm, Row } from '../../shared/layout/workspaceBars';
/** Fields of a dialog, one under another. */
export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
/** Cards of the directory and the applicant's list. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md}px;
    padding: ${({ theme }) => theme.space.md}px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: 1rem;
  }
  p {
    margin: ${({ theme }) => theme.space.xs}px 0;
  }
`;
