import styled from 'styled-components';

/** A publication as a reader sees it, on its detail page and in the editor's preview. */
export const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  max-width: 860px;
  h1,
  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
export const Cover = styled.img`
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radius.md}px;
`;
/** The kind's facts (an activity's when and where, a project's amount) as a two-column list. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.lg}px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
  }
`;
