import { Link } from 'react-router';
import styled from 'styled-components';

/** A link in the brand colour. */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.brand[500]};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
