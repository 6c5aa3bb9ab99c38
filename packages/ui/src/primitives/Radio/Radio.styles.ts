import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../internal/visuallyHidden';

export const Group = styled.fieldset<{ $direction: 'row' | 'column' }>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.lg}px;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend<{ $hidden: boolean }>`
  float: left;
  width: 100%;
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.font.size.md}px;
  color: ${({ theme }) => theme.colors.text};
  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
`;
