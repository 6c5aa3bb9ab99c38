import styled from 'styled-components';

export {
  Filters,
  Intro,
  Item,
  Layout,
  List,
  Muted,
  Side,
  SideRow as FollowRow,
  Toolbar,
} from '../../shared/layout/trackingPage';

export const Stats = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.lg}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  h2 {
    grid-column: 1 / -1;
    font-size: ${({ theme }) => theme.font.size.md}px;
    margin: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.sm}px;
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

export const Bar = styled.li<{ $share: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: 2px 0;
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.brand[50]} ${({ $share }) => Math.round($share * 100)}%,
    transparent 0
  );
`;
