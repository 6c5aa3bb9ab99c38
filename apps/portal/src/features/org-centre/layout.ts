import styled from 'styled-components';

/** A department tree on the left, its content on the right (one column on a phone). */
export const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 320px) 1fr;
  gap: ${({ theme }) => theme.space.xl}px;
  align-items: start;
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
  }
`;

/** Labelled figures in a row (the seats' summary). */
export const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl}px;
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  div {
    display: grid;
    gap: ${({ theme }) => theme.space.xs}px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** A plain list without bullets (the address book). */
export const PlainList = styled.ul`
  margin: 0;
  padding: 0;
`;
