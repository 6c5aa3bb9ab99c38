import styled from 'styled-components';

export const ScoreGrid = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space.md}px 0 ${({ theme }) => theme.space.lg}px;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    padding: ${({ theme }) => theme.space.md}px;
    display: grid;
    gap: 4px;
  }
  strong {
    font-size: 24px;
  }
`;

/** A 0–100 score as a bar (the number beside it is what screen readers read). */
export const Bar = styled.span<{ $value: number }>`
  display: block;
  height: 6px;
  border-radius: 3px;
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.brand[500]} ${({ $value }) => $value}%,
    ${({ theme }) => theme.colors.border} ${({ $value }) => $value}%
  );
`;

export const ScoreTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  font-size: 14px;
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
    font-weight: normal;
  }
  tr[data-status='missing'] td,
  tr[data-status='missing'] th {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

export const Findings = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
  ul,
  ol {
    padding-left: 20px;
  }
  li {
    margin: 6px 0;
  }
`;

export const Report = styled.section`
  margin-top: ${({ theme }) => theme.space.lg}px;
  padding-top: ${({ theme }) => theme.space.md}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
