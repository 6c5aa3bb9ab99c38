import type { HTMLAttributes, ReactNode, RefObject } from 'react';
import styled from 'styled-components';
import { Empty } from '../primitives/Empty';

const Figure = styled.div<{ $height: number | string }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => (typeof $height === 'number' ? `${$height}px` : $height)};
`;

const Canvas = styled.div`
  position: absolute;
  inset: 0;
`;

export interface ChartFrameProps {
  label: string;
  /** px, or any CSS length. */
  height: number | string;
  empty: boolean;
  emptyText?: ReactNode;
  container: RefObject<HTMLDivElement | null>;
  className?: string;
  children?: ReactNode;
  /** Attributes for a chart that takes the keyboard: its role, tab stop and key handler. */
  frameProps?: Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'children'>;
}

/** The chart's box: an image role with a label, or the empty state when there is no series. */
export function ChartFrame({
  label,
  height,
  empty,
  emptyText,
  container,
  className,
  children,
  frameProps,
}: ChartFrameProps) {
  if (empty) return <Empty description={emptyText} className={className} />;
  return (
    <Figure $height={height} className={className} role="img" aria-label={label} {...frameProps}>
      <Canvas ref={container} />
      {children}
    </Figure>
  );
}
