import styled from 'styled-components';

export const Stage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md}px;
  min-height: 320px;
`;

export const Media = styled.div`
  flex: 1;
  display: flex;
  justify-content: center;
  background: ${({ theme }) => theme.colors.neutral[900]};
  border-radius: ${({ theme }) => theme.radius.md}px;
  overflow: hidden;
  img,
  video {
    display: block;
    max-width: 100%;
    max-height: 70vh;
    object-fit: contain;
  }
`;

export const Counter = styled.p`
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;
