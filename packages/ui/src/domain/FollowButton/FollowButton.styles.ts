import styled from 'styled-components';
import { visuallyHidden } from '../../internal/visuallyHidden';

/** The company name, read by screen readers after 关注 / 已关注. */
export const Hidden = styled.span`
  ${visuallyHidden}
`;
