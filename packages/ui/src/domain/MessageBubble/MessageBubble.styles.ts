import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Bubble = styled.div<{ $mine: boolean; $plain?: boolean }>`
  max-width: 100%;
  padding: ${({ theme, $plain }) => ($plain ? 0 : `${theme.space.sm}px ${theme.space.md}px`)};
  border-radius: ${({ theme }) => theme.components.chat.radius}px;
  background: ${({ theme, $mine, $plain }) =>
    $plain ? 'transparent' : $mine ? theme.components.chat.mineBg : theme.components.chat.theirsBg};
  color: ${({ theme, $mine, $plain }) =>
    $plain ? theme.colors.text : $mine ? theme.components.chat.mineText : theme.components.chat.theirsText};
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  a {
    color: inherit;
    text-decoration: underline;
  }
`;

export const Face = styled.span`
  font-size: 40px;
  line-height: 1.1;
`;

const cardLike = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  width: 240px;
  max-width: 100%;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.components.chat.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
`;

export const CardButton = styled.button`
  ${cardLike}
  cursor: pointer;
  ${focusRing}
`;

export const FileBox = styled.div`
  ${cardLike}
  flex-direction: row;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

export const Row = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
`;

export const Ellipsis = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Footer = styled.span`
  padding-top: ${({ theme }) => theme.space.xs}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs}px;
`;

export const MediaButton = styled.button`
  position: relative;
  display: block;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.components.chat.radius}px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.muted};
  cursor: zoom-in;
  ${focusRing}
  img {
    display: block;
    max-width: 240px;
    max-height: 240px;
    min-width: 80px;
    min-height: 60px;
    object-fit: cover;
  }
`;

export const Play = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: 36px;
  text-shadow: 0 0 6px ${({ theme }) => theme.colors.mask};
`;

export const Tip = styled.p`
  margin: 0 auto;
  max-width: 80%;
  color: ${({ theme }) => theme.components.chat.tipText};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  text-align: center;
`;

export const ReminderBox = styled.section`
  ${cardLike}
  width: 300px;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const ReminderTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md}px;
  color: ${({ theme }) => theme.colors.brandInk};
`;

export const ReminderGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding-top: ${({ theme }) => theme.space.xs}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const ReminderSummary = styled.p`
  margin: 0;
  font-weight: 600;
`;

export const ReminderItems = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  a {
    color: ${({ theme }) => theme.colors.brandInk};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
    outline-offset: 2px;
  }
`;

export const Overdue = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

/** A system notice's lines: user text wraps and keeps its line breaks. */
export const NoticeLines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
  overflow-wrap: anywhere;

  p {
    margin: 0;
    white-space: pre-wrap;
  }

  a {
    align-self: flex-start;
    color: ${({ theme }) => theme.colors.brandInk};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
    outline-offset: 2px;
  }
`;

export const NoticeSubject = styled.p`
  font-weight: 600;
`;
