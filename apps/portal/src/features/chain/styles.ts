import styled from 'styled-components';

/** The user-area page frame of the chain pages (side menu on the left). */
export const ControlFrame = styled.div`
  padding: ${({ theme }) => theme.space.xl}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin: 0 0 ${({ theme }) => theme.space.lg}px;
  }
`;
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
