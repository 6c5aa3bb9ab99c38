import styled from 'styled-components';

export const Wrap = styled.div`
  padding: ${({ theme }) => theme.space.xl}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin: 0 0 ${({ theme }) => theme.space.lg}px;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg}px;
    margin: ${({ theme }) => theme.space.lg}px 0 ${({ theme }) => theme.space.sm}px;
  }
`;

export const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  padding: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.lg}px;
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
`;

export const Code = styled.strong`
  font-size: ${({ theme }) => theme.font.size.xl}px;
  letter-spacing: 0.12em;
  font-variant-numeric: tabular-nums;
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: ${({ theme }) => theme.space.md}px 0 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
`;

export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  margin: ${({ theme }) => theme.space.sm}px 0 0;
`;

export const Forms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  form {
    display: grid;
    gap: ${({ theme }) => theme.space.sm}px;
    align-content: start;
  }
`;

export const Refusal = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
`;
