import { Link } from 'react-router';
import styled from 'styled-components';

export const Wrap = styled.div`
  padding: ${({ theme }) => theme.space.xl}px;
  max-width: 1120px;
  margin: 0 auto;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin: 0 0 ${({ theme }) => theme.space.md}px;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg}px;
    margin: ${({ theme }) => theme.space.lg}px 0 ${({ theme }) => theme.space.sm}px;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

export const Editions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
  margin: ${({ theme }) => theme.space.lg}px 0;
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg}px;
    flex: 1;
  }
`;

export const Price = styled.div`
  font-size: 28px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.danger};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
`;

/** A plain table with header cells (comparison, cart, order summary). */
export const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    padding: ${({ theme }) => theme.space.sm}px 0;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** Label / value pairs (price breakdown, buyer, order). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.lg}px;
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
  }
`;

export const Total = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.lg}px;
`;

export const Panel = styled.section`
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surface};
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;

export const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const Option = styled.button<{ $active: boolean }>`
  min-width: 120px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border: 2px solid ${({ theme, $active }) => ($active ? theme.colors.brand[600] : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme, $active }) => ($active ? theme.colors.brand[50] : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  & > span {
    display: block;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.brand[500]};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
