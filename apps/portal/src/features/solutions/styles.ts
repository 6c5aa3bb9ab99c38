import styled from 'styled-components';

export const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
`;

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm}px;
    padding: ${({ theme }) => theme.space.xl}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.lg}px;
    overflow-wrap: anywhere;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  a {
    margin-top: auto;
    color: ${({ theme }) => theme.colors.brandInk};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.xl}px;
  margin: ${({ theme }) => theme.space.lg}px 0;
  ul {
    padding-left: 1.2em;
  }
  li {
    margin: ${({ theme }) => theme.space.xs}px 0;
    overflow-wrap: anywhere;
  }
`;

export const ServiceList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.sm}px;
    align-items: center;
    padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.lg}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md}px;
    color: ${({ theme }) => theme.colors.brandInk};
    text-decoration: none;
  }
`;
