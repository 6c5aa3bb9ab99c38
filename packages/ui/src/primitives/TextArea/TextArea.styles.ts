import styled from 'styled-components';
import { bareInput, controlBox } from '../../internal/Field.styles';

export const Box = styled.div<{ $invalid?: boolean }>`
  ${controlBox}
  position: relative;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
`;

export const NativeTextArea = styled.textarea`
  ${bareInput}
  display: block;
  width: 100%;
  resize: vertical;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const CounterRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;
