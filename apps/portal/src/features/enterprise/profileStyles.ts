import styled from 'styled-components';

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl}px;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
    font-size: ${({ theme }) => theme.font.size.lg}px;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  h3 {
    margin: ${({ theme }) => theme.space.md}px 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.font.size.md}px;
  }
`;

export const FactGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.xl}px;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm}px;
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
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
`;

export const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl}px;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

export const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm}px;
    align-items: center;
    padding: ${({ theme }) => theme.space.sm}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;
