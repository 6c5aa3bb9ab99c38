import styled, { css } from 'styled-components';

/** The toolbar and table-cell layout the workspaces share (客户管理, 会员管理). */
const bar = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: flex-end;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;
/** A toolbar row: filters or actions left, a figure or setting right. */
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
