import styled from 'styled-components';
import { focusRing, reducedMotion } from '../../theme/mixins';

export const Section = styled.section`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Trigger = styled.button<{ $open: boolean }>`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.md}px 0`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.md}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &::after {
    content: '';
    width: 6px;
    height: 6px;
    border-right: 1.5px solid currentColor;
    border-bottom: 1.5px solid currentColor;
    transform: rotate(${({ $open }) => ($open ? '225deg' : '45deg')});
    transition: transform 0.15s;
    ${reducedMotion}
  }
  ${focusRing}
`;

export const Content = styled.div`
  padding-bottom: ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.text};
`;
