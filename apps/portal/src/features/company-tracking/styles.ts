import styled from 'styled-components';

export {
  Filters,
  Intro,
  Item,
  Layout,
  List,
  Muted,
  Side,
  SideRow as GroupRow,
  Toolbar,
} from '../../shared/layout/trackingPage';

export const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

export const Checks = styled.fieldset`
  border: 0;
  margin: ${({ theme }) => theme.space.md}px 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs}px;
  }
`;
