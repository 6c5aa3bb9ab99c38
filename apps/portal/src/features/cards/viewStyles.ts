import styled from 'styled-components';

export const Shell = styled.main`
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg}px;
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

export const Notice = styled.p`
  margin: ${({ theme }) => theme.space.xl}px 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.lg}px;
  color: ${({ theme }) => theme.colors.text};
`;
