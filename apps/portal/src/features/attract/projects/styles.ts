import styled from 'styled-components';

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;
export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;
  overflow-wrap: anywhere;
`;
export const Muted = styled.small`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  h3 {
    margin: 0;
    font-size: 15px;
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
`;
