import styled from 'styled-components';

export { Bar, Cell, FilterForm, Row } from '../../shared/layout/workspaceBars';
/** Fields of a dialog, one under another; an alert in the danger colour. */
export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  p[role='alert'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
/** A titled part of the customer drawer. */
export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md}px;
  }
`;

/** A list of rows, each its text on the left and its actions on the right (contacts, cards). */
export const ItemList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm}px;
    align-items: center;
    justify-content: space-between;
    overflow-wrap: anywhere;
  }
`;
