import styled from 'styled-components';

export const List = styled.ul`
  margin: 0;
  padding: 0;
`;

export const Dynamic = styled.li`
  list-style: none;
  padding: ${({ theme }) => `${theme.space.sm}px 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: ${({ theme }) => theme.space.xs}px 0 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Footer = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Title = styled.button`
  all: unset;
  cursor: pointer;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &:hover {
    color: ${({ theme }) => theme.colors.brandInk};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
  }
`;

export const Byline = styled.span`
  margin-left: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs}px;
`;
