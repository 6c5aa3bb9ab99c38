import styled from 'styled-components';

/** A discover directory entry: a picture beside its text, framed (an organisation, a member). */
export const DirectoryCard = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
`;
/** The text column of a DirectoryCard. */
export const DirectoryCardBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;
