import styled from 'styled-components';

/** A line of fields and their buttons, wrapping on narrow screens. */
export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md}px;
  > * {
    min-width: 0;
  }
`;

/** One edited thing (an edition, a partner), ruled off from the next. */
export const Block = styled.section`
  padding: ${({ theme }) => theme.space.lg}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
  pre {
    white-space: pre-wrap;
    padding: ${({ theme }) => theme.space.md}px;
    background: ${({ theme }) => theme.colors.muted};
  }
`;
