import styled from 'styled-components';

export { Filters, Intro, List, Problem } from '../../shared/library/styles';

export const Item = styled.li`
  padding: ${({ theme }) => theme.space.md}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2,
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg}px;
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.brandInk};
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.xl}px;
  margin: ${({ theme }) => theme.space.md}px 0;
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.sm}px;
    min-width: 0;
  }
  dt {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const FullText = styled.section`
  margin-top: ${({ theme }) => theme.space.lg}px;
  p {
    line-height: 1.8;
    text-indent: 2em;
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl}px;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
`;
