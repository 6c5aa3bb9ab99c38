import type { ReactNode } from 'react';
import { ErrorText, FieldWrap, Label } from './Field.styles';

interface FieldFrameProps {
  ids: { control: string; error: string };
  label?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label above, error text below: the frame around every text control. */
export function FieldFrame({ ids, label, error, className, children }: FieldFrameProps) {
  return (
    <FieldWrap className={className}>
      {label && <Label htmlFor={ids.control}>{label}</Label>}
      {children}
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
    </FieldWrap>
  );
}
