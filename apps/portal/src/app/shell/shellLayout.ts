import styled from 'styled-components';
import { RAIL_GUTTER } from './sidebar/railLayout';

export const Body = styled.div`
  display: flex;
  min-height: calc(100vh - 60px);
`;

/** The page area; its right padding keeps every page clear of the fixed right-hand bar. */
export const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding-right: ${RAIL_GUTTER}px;
`;
