import styled from 'styled-components';

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  max-width: 720px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md}px;
`;

export const Header = styled.header`
  display: flex;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.xl}px;
  border-radius: ${({ theme }) => theme.radius.xl}px;
  background: ${({ theme }) => theme.colors.brand[50]};
`;

export const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;

export const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl}px;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Contacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    word-break: break-all;
  }
`;

export const Module = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const ModuleTitle = styled.h3`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.sm}px;
  border-left: 3px solid ${({ theme }) => theme.colors.brand[500]};
  font-size: ${({ theme }) => theme.font.size.lg}px;
`;

export const Bullets = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const Media = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const Thumb = styled.button`
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.neutral[800]};
  color: ${({ theme }) => theme.colors.textInverse};
  aspect-ratio: 4 / 3;
  cursor: zoom-in;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
  }
`;

export const Quote = styled.div<{ $tone: 'up' | 'down' | 'flat' }>`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md}px;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  strong {
    font-size: ${({ theme }) => theme.font.size.h1}px;
  }
`;
