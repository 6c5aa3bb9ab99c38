import styled from 'styled-components';

/** A row of filters or actions that wraps on a narrow screen. */
export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;
export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;
`;
/** Plain user text: kept as typed (line breaks), never HTML. */
export const Prose = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
export const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg}px;
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
export const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    padding: ${({ theme }) => theme.space.md}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md}px;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.font.size.md}px;
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
