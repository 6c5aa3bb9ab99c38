/** The parts of the expense centre's document pages (invoices, contracts): frame, toolbar, facts, alerts. */
import { Link } from 'react-router';
import styled from 'styled-components';

export const Wrap = styled.div`
  padding: ${({ theme }) => theme.space.xl}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin: 0 0 ${({ theme }) => theme.space.lg}px;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg}px;
    margin: ${({ theme }) => theme.space.lg}px 0 ${({ theme }) => theme.space.sm}px;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
`;

/** A link in the brand colour (table actions, hints). */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.brand[500]};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The fields of a form, one column. */
export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  max-width: 640px;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

/** A refusal or warning beside the action it concerns. */
export const Alert = styled.p<{ $tone?: 'danger' | 'warning' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  color: ${({ theme, $tone = 'danger' }) => theme.colors[$tone]};
  background: ${({ theme, $tone = 'danger' }) => ($tone === 'danger' ? theme.colors.dangerBg : theme.colors.warningBg)};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

/** Label / value pairs of a detail page. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.lg}px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
