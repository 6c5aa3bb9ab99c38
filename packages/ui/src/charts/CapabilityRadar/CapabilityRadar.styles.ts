import styled from 'styled-components';

export const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const Summary = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Score = styled.strong`
  font-size: ${({ theme }) => theme.font.size.xxl}px;
  color: ${({ theme }) => theme.colors.brandInk};
`;

export const Level = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
