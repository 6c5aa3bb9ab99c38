import styled, { css } from 'styled-components';

const bar = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: flex-end;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;
/** A toolbar row: actions left, a figure or setting right. */
export const Bar = styled.div`
  ${bar}
`;
/** The filters of a table, submitted with Enter or the search button. */
export const FilterForm = styled.form`
  ${bar}
`;
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: flex-end;
`;
export const Cell = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  align-items: center;
  min-width: 0;
  overflow-wrap: anywhere;
`;
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
