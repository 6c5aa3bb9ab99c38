import { useId, useState, type ReactNode } from 'react';
import { Content, Section, Trigger } from './Collapse.styles';

export interface CollapseProps {
  title: ReactNode;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** Disclosure: a button with aria-expanded controlling a region. */
export function Collapse({
  title,
  children,
  open: controlled,
  defaultOpen = false,
  onOpenChange,
  className,
}: CollapseProps) {
  const id = useId();
  const [inner, setInner] = useState(defaultOpen);
  const open = controlled ?? inner;
  const toggle = () => {
    if (controlled === undefined) setInner(!open);
    onOpenChange?.(!open);
  };
  return (
    <Section className={className}>
      <Trigger
        type="button"
        id={`${id}-trigger`}
        aria-expanded={open}
        aria-controls={`${id}-content`}
        $open={open}
        onClick={toggle}
      >
        {title}
      </Trigger>
      <Content role="region" id={`${id}-content`} aria-labelledby={`${id}-trigger`} hidden={!open}>
        {children}
      </Content>
    </Section>
  );
}
