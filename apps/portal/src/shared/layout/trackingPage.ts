/**
 * The look of the two tracking pages (企业监控 and 产业追踪): a side list of groups or follows
 * beside a filtered timeline of change events.
 */
import styled from 'styled-components';

export const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  margin: 0 0 ${({ theme }) => theme.space.md}px;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 260px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg}px;
  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Side = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  h2 {
    font-size: ${({ theme }) => theme.font.size.md}px;
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

export const SideRow = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 4px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme, $active }) => ($active ? theme.colors.brand[50] : 'transparent')};
  > a {
    flex: 1;
    min-width: 0;
    padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    overflow-wrap: anywhere;
    small {
      display: block;
      color: ${({ theme }) => theme.colors.textSecondary};
    }
  }
`;

export const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md}px;
  > * {
    min-width: 0;
    max-width: 100%;
  }
`;

export const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  padding: 0;
`;

export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  align-items: baseline;
  padding: ${({ theme }) => theme.space.md}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
  > strong {
    min-width: 0;
  }
  > p {
    flex-basis: 100%;
    margin: 0;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
