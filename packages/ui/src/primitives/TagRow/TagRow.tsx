import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { useUiMessages } from '../../locale';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Tags = styled.div<{ $collapsed: boolean; $max: number }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  max-height: ${({ $collapsed, $max }) => ($collapsed ? `${$max}px` : 'none')};
  overflow: hidden;
`;

export interface TagRowProps {
  children: ReactNode;
  /** Height beyond which the row collapses (spec 2 §5: 40 px). */
  maxHeight?: number;
  className?: string;
}

/** A wrapping row of tags that collapses beyond `maxHeight` with an expand / collapse toggle. */
export function TagRow({ children, maxHeight = 40, className }: TagRowProps) {
  const messages = useUiMessages();
  const inner = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);
  useLayoutEffect(() => {
    const el = inner.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollHeight > maxHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [maxHeight]);
  return (
    <Row className={className}>
      <Tags ref={inner} $collapsed={!expanded} $max={maxHeight}>
        {children}
      </Tags>
      {overflows && (
        <Button size="sm" variant="link" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? messages.collapse : messages.expand}
        </Button>
      )}
    </Row>
  );
}
