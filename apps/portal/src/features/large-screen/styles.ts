import styled from 'styled-components';

/**
 * The wall's frame. Sizes are in rem: on /largeScreen the root font is the width ÷ 19.2 (spec 1
 * §2), so 0.16rem is 16 px on a 1920 px wall and the whole screen scales with its width.
 */
export const Screen = styled.main`
  min-height: 100vh;
  box-sizing: border-box;
  padding: 0.16rem 0.24rem;
  background: ${({ theme }) => theme.colors.page};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.14rem;
  display: grid;
  grid-template-rows: auto auto 1fr;
  gap: 0.16rem;
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: 0.16rem;
  align-items: flex-end;
  justify-content: space-between;
  padding: 0.12rem 0.2rem;
  border-radius: 0.08rem;
  background: ${({ theme }) => theme.colors.bar};
  color: ${({ theme }) => theme.colors.barText};
  h1 {
    margin: 0;
    font-size: 0.3rem;
  }
  label,
  a {
    color: ${({ theme }) => theme.colors.barText};
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.12rem;
  align-items: flex-end;
  font-size: 14px;
`;

export const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 0.12rem;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 0.12rem 0.16rem;
    border-radius: 0.08rem;
    background: ${({ theme }) => theme.colors.surface};
    min-width: 0;
  }
  strong {
    display: block;
    font-size: 0.32rem;
    color: ${({ theme }) => theme.colors.brandInk};
    overflow-wrap: anywhere;
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1fr);
  gap: 0.16rem;
  min-height: 0;
`;

export const Panel = styled.section`
  padding: 0.12rem 0.16rem;
  border-radius: 0.08rem;
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  h2 {
    margin: 0 0 0.08rem;
    font-size: 0.18rem;
  }
  & + & {
    margin-top: 0.16rem;
  }
`;

export const Events = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 0.06rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  li[data-new='true'] {
    background: ${({ theme }) => theme.colors.muted};
  }
  time,
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
    margin-right: 0.08rem;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
