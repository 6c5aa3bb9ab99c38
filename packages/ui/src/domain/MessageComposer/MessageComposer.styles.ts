import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Toolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
`;

export const Tool = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: 18px;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.muted};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  ${focusRing}
`;

export const Field = styled.textarea`
  width: 100%;
  min-height: 72px;
  padding: ${({ theme }) => theme.space.xs}px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: 1.5;
  resize: none;
  box-sizing: border-box;
  ${focusRing}
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const Reason = styled.p`
  flex: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

export const EmojiGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(8, 32px);
  gap: ${({ theme }) => theme.space.xxs}px;
`;

export const Upload = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  progress {
    flex: 1;
    height: 6px;
    accent-color: ${({ theme }) => theme.components.upload.progress};
  }
`;

export const Uploads = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
