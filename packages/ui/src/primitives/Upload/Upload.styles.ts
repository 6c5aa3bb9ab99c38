import styled from 'styled-components';
import { reducedMotion } from '../../theme/mixins';
import { visuallyHidden } from '../../internal/visuallyHidden';

export const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.font.size.md}px;
  color: ${({ theme }) => theme.colors.text};
`;

export const FileInput = styled.input`
  ${visuallyHidden}
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs}px;
`;

export const Errors = styled.div`
  color: ${({ theme }) => theme.components.form.error};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  &:empty {
    display: none;
  }
`;

export const Files = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const FileRow = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px dashed ${({ theme }) => theme.components.upload.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
`;

export const Status = styled.span<{ $tone: 'done' | 'error' | 'busy' }>`
  font-size: ${({ theme }) => theme.font.size.xs}px;
  color: ${({ $tone, theme }) =>
    $tone === 'done'
      ? theme.components.upload.done
      : $tone === 'error'
        ? theme.components.form.error
        : theme.colors.textSecondary};
`;

export const Track = styled.div`
  grid-column: 1 / -1;
  height: 4px;
  border-radius: 2px;
  background: ${({ theme }) => theme.components.upload.track};
  overflow: hidden;
`;

export const Bar = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.components.upload.progress};
  transition: width 0.2s;
  ${reducedMotion}
`;
