import styled from 'styled-components';
import { bareInput, controlBox } from '../../internal/Field.styles';

export const Box = styled.div<{ $invalid?: boolean }>`
  ${controlBox}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  height: 32px;
  padding: 0 ${({ theme }) => theme.space.md}px;
`;

export const NativeInput = styled.input`
  ${bareInput}
  height: 100%;
`;
