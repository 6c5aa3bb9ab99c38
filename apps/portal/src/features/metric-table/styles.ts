import styled from 'styled-components';

export { Filters, Intro, Muted, Problem } from '../../shared/library/styles';

export const Crumbs = styled.nav`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs}px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space.xs}px;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

export const LinkButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.colors.brandInk};
  cursor: pointer;
  font: inherit;
  text-align: left;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Scroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;
