import { css } from 'styled-components';

export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
    outline-offset: 2px;
  }
`;

/** Transitions off for people (and test browsers) that ask for reduced motion. */
export const reducedMotion = css`
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
