import styled from 'styled-components';

/** The page frame every portal page sits in: centred, 1200 px wide, on the surface colour. */
export const Page = styled.section`
  max-width: 1200px;
  margin: 24px auto;
  padding: 24px 32px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 8px;
  h1 {
    margin: 0 0 16px;
    font-size: 20px;
  }
`;
