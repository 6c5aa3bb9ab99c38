import styled from 'styled-components';

/** A history of entries, newest first (follow-ups, a timeline): who and when small, text as written. */
export const HistoryList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs}px;
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;
