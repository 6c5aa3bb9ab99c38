import styled from 'styled-components';

export const Tip = styled.div`
  max-width: 320px;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.neutral[800]};
  color: ${({ theme }) => theme.colors.textInverse};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  word-break: break-all;
  z-index: ${({ theme }) => theme.z.tooltip};
  pointer-events: none;
`;
