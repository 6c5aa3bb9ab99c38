import { createGlobalStyle } from 'styled-components';

/**
 * Base font 14 px; 12 px on /im pages under 1600 px; /largeScreen scales the root font with the
 * width (minimum 1080, divided by 19.2) (spec 1 §2 Layout).
 */
export const GlobalStyle = createGlobalStyle<{ $page: 'im' | 'largeScreen' | 'default'; $width: number }>`
  html {
    font-size: ${({ $page, $width }) => {
      if ($page === 'largeScreen') return `${Math.max($width, 1080) / 19.2}px`;
      if ($page === 'im' && $width < 1600) return '12px';
      return '14px';
    }};
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font?.family ?? 'system-ui, sans-serif'};
    font-size: 1rem;
    color: ${({ theme }) => theme.colors?.text ?? '#1f2329'};
    background: ${({ theme }) => theme.colors?.page ?? '#f5f6f8'};
  }
  *, *::before, *::after { box-sizing: border-box; }
  a { color: inherit; text-decoration: none; }
`;

/** Chat pages are the routes titled `im` (the /im/index page and each section's IM page). */
export function pageKindOf(pathname: string, title: string | undefined): 'im' | 'largeScreen' | 'default' {
  if (pathname.toLowerCase().startsWith('/largescreen')) return 'largeScreen';
  if (title === 'im' || title?.endsWith('.im')) return 'im';
  return 'default';
}
