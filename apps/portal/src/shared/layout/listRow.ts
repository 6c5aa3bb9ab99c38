import { css } from 'styled-components';

/** One row of a plain list (my publications, focus, interactions, people, queries): a ruled flex line. */
export const listRow = css`
  display: flex;
  gap: ${({ theme }) => theme.space.lg}px;
  align-items: center;
  padding: ${({ theme }) => theme.space.md}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
`;
