import styled, { css } from 'styled-components';
import { Link } from 'react-router';

/** One column of the phone's width (375 px and up), nothing wider than the screen. */
export const Page = styled.main`
  box-sizing: border-box;
  width: 100%;
  max-width: 480px;
  min-height: 100vh;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md}px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  * {
    box-sizing: border-box;
    min-width: 0;
  }
`;

const panel = css`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  padding: ${({ theme }) => theme.space.md}px;
  box-shadow: 0 1px 4px ${({ theme }) => theme.colors.border};
`;

/** The card itself, as the 微信名片 cards show it: photo, name, title, company, then contacts. */
export const Card = styled.section`
  ${panel};
  border-top: 4px solid ${({ theme }) => theme.colors.brand[500]};
`;

export const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
  > div:last-child {
    flex: 1;
  }
  h1 {
    margin: 0 0 4px;
    font-size: 22px;
    line-height: 1.3;
  }
  p {
    margin: 2px 0 0;
    display: flex;
    gap: 4px;
    align-items: center;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  svg {
    flex: none;
  }
`;

export const Contacts = styled.dl`
  margin: ${({ theme }) => theme.space.md}px 0 0;
  padding-top: ${({ theme }) => theme.space.sm}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const ContactRow = styled.div`
  display: grid;
  grid-template-columns: 20px 56px 1fr;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: start;
  svg {
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.brandInk};
  }
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    display: flex;
    flex-direction: column;
  }
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: 12px;
`;

export const Actions = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  button {
    gap: 6px;
  }
`;

const actionLink = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  width: 100%;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.brand[500]};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brandInk};
  text-decoration: none;
  font-size: 16px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
    outline-offset: 2px;
  }
`;

/** A button-looking link (tel:). */
export const ActionLink = styled.a`
  ${actionLink};
`;

/** A button-looking link inside the portal (the login page). */
export const ActionRouterLink = styled(Link)`
  ${actionLink};
`;

export const Section = styled.section`
  ${panel};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: 16px;
  }
  h3 {
    margin: ${({ theme }) => theme.space.sm}px 0 4px;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  p,
  ul {
    margin: 0;
    line-height: 1.6;
  }
  ul {
    padding-left: 1.2em;
  }
`;

export const Tags = styled.ul`
  && {
    list-style: none;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  li {
    padding: 2px 8px;
    border-radius: ${({ theme }) => theme.radius.sm}px;
    background: ${({ theme }) => theme.colors.brand[50]};
    color: ${({ theme }) => theme.colors.brandInk};
    font-size: 12px;
  }
`;
