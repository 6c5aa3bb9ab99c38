import styled from 'styled-components';

export const Article = styled.div`
  min-width: 0;
  max-width: 100%;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;

  p,
  ul,
  ol,
  blockquote,
  figure {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
  }
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: ${({ theme }) => `${theme.space.xl}px 0 ${theme.space.sm}px`};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.h1}px;
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.xxl}px;
  }
  h4,
  h5,
  h6 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space.xl}px;
  }
  li > p {
    margin-bottom: ${({ theme }) => theme.space.xs}px;
  }
  blockquote {
    padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.lg}px`};
    border-left: 4px solid ${({ theme }) => theme.colors.brand[500]};
    background: ${({ theme }) => theme.colors.muted};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  hr {
    margin: ${({ theme }) => theme.space.xl}px 0;
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    color: ${({ theme }) => theme.colors.brandInk};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
    outline-offset: 2px;
  }
  code {
    padding: 0 ${({ theme }) => theme.space.xs}px;
    border-radius: ${({ theme }) => theme.radius.sm}px;
    background: ${({ theme }) => theme.colors.muted};
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md}px;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space.xs}px;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;

/** A wide table scrolls inside its own box instead of widening the page. */
export const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
  }

  table {
    border-collapse: collapse;
    min-width: 100%;
    font-size: ${({ theme }) => theme.font.size.md}px;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    min-width: 5em;
    overflow-wrap: normal;
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.muted};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  th > p:last-child,
  td > p:last-child {
    margin-bottom: 0;
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
