import styled from 'styled-components';

export const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  width: 100%;
  color: ${({ theme }) => theme.colors.text};
`;

export const Top = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;
