import type { RichDocument as RichDocumentValue } from '@platform/contracts/content/types';
import { useUiMessages } from '../../locale';
import { renderBlocks, type RenderContext } from './renderNode';
import { Article } from './RichDocument.styles';

export interface RichDocumentProps {
  /** A document that passed the contracts' `richDocumentSchema` (the server only stores those). */
  document: RichDocumentValue;
  /** The element a level-1 heading becomes; 2 under a page whose title is the h1. */
  baseHeadingLevel?: RenderContext['baseHeadingLevel'];
  className?: string;
}

/**
 * A publication body rendered by walking its nodes into React elements: text is only ever text,
 * never markup, every href and src goes through `safeUrl`, links open in a new tab without the
 * opener, images load lazily and tables scroll sideways inside their own box.
 */
export function RichDocument({ document, baseHeadingLevel = 2, className }: RichDocumentProps) {
  const messages = useUiMessages();
  return (
    <Article className={className}>
      {renderBlocks(document.content, { baseHeadingLevel, labels: messages.richDocument })}
    </Article>
  );
}
