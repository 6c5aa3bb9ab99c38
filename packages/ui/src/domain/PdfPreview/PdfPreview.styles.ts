import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Region = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md}px;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
`;

export const Title = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const OpenLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  color: ${({ theme }) => theme.colors.brandInk};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

const box = css<{ $height: number }>`
  box-sizing: border-box;
  display: block;
  width: 100%;
  height: ${({ $height }) => $height}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg}px;
`;

export const Frame = styled.iframe<{ $height: number }>`
  ${box}
  background: ${({ theme }) => theme.colors.surface};
`;

/** Where the document will show: the spinner, the empty state or the refusal, at the frame's height. */
export const Placeholder = styled.div<{ $height: number }>`
  ${box}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.textSecondary};
  text-align: center;
`;

export const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
`;
