/** Markdown as prettier may lay it out: table cells trimmed, separator rows and whitespace folded. */
export const normaliseMarkdown = (md: string) =>
  md
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split('|')
            .map((cell) => (/^\s*-+\s*$/.test(cell) ? '-' : cell.trim()))
            .join('|')
        : line,
    )
    .join('\n')
    .replace(/\s+/g, ' ');
