import type { LucideIcon, LucideProps } from 'lucide-react';

export type IconProps = Omit<LucideProps, 'ref'>;

/**
 * One icon of the kit's set: drawn with the current text colour at 1.25em (it follows the theme's
 * font size and colour of its button or text), hidden from assistive technology unless it is given
 * an aria-label: the control around it carries the accessible name.
 */
export function kitIcon(Icon: LucideIcon, name: string) {
  function KitIcon({ size = '1.25em', strokeWidth = 2, ...props }: IconProps) {
    const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
    return (
      <Icon
        size={size}
        strokeWidth={strokeWidth}
        aria-hidden={labelled ? undefined : true}
        role={labelled ? 'img' : undefined}
        focusable="false"
        data-icon={name}
        {...props}
      />
    );
  }
  KitIcon.displayName = `Icon(${name})`;
  return KitIcon;
}
