import styled from 'styled-components';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: 96px 300px minmax(0, 1fr);
  height: calc(100vh - 60px);
  min-height: 520px;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Nav = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.xs}px;
  background: ${({ theme }) => theme.colors.page};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

export const TabList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;

export const NavTab = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 4px;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.brand[50]};
    color: ${({ theme }) => theme.colors.brandInk};
    font-weight: 600;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

export const ListPane = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  overflow: auto;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Main = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;

export const Status = styled.p`
  margin: ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  text-align: center;
`;

export const PaneHeader = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
  padding: ${({ theme }) => theme.space.sm}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A section IM page's name above its tabs. */
export const SectionTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.xs}px;
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;
