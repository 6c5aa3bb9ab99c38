import { withAlpha } from './color';
import type { radius, space } from './tokens';

/** Alias tokens (the theme's semantic colours) the component tokens are derived from. */
interface Alias {
  colors: {
    brand: Record<50 | 100 | 500 | 600, string>;
    onBrand: Record<100 | 500 | 600, string>;
    brandInk: string;
    neutral: Record<100 | 200 | 300, string>;
    text: string;
    textSecondary: string;
    textInverse: string;
    surface: string;
    muted: string;
    border: string;
    mask: string;
    danger: string;
    success: string;
  };
  space: typeof space;
  radius: typeof radius;
}

/**
 * Per-component tokens, each derived from an alias token so a white-label brand colour reaches
 * every component. Components read `theme.components.<name>`; nothing here holds a colour literal.
 */
export function componentTokens({ colors: c, space, radius }: Alias) {
  return {
    button: {
      /** Primary background, and on hover. */ primaryBg: c.brand[500],
      primaryBgHover: c.brand[600],
      /** Primary text, readable on primaryBg / primaryBgHover. */ primaryText: c.onBrand[500],
      primaryTextHover: c.onBrand[600],
      /** Default button border, and its border and text on hover. */ border: c.neutral[300],
      borderHover: c.brand[500],
      textHover: c.brandInk,
      /** Corner radius in px. */ radius: radius.md,
      /** Heights in px per size. */ heightSm: 24,
      heightMd: 32,
      heightLg: 40,
    },
    table: {
      /** Header row background. */ headerBg: c.muted,
      /** Header text colour. */ headerText: c.text,
      /** Row hover background. */ rowHoverBg: c.brand[50],
      /** Cell and row borders. */ border: c.border,
      /** Sort arrow of the sorted column. */ sortActive: c.brandInk,
      /** Cell padding in px. */ cellPadding: space.md,
    },
    pagination: {
      /** Page button side in px. */ itemSize: 32,
      /** Current page background. */ activeBg: c.brand[500],
      /** Current page text. */ activeText: c.onBrand[500],
      /** Page button border. */ border: c.border,
      /** Page button radius in px. */ radius: radius.md,
    },
    badge: {
      /** Count background. */ bg: c.danger,
      /** Count text. */ text: c.textInverse,
      /** Pill height in px. */ height: 18,
    },
    avatar: {
      /** Background behind initials. */ bg: c.brand[100],
      /** Initials colour, readable on `bg`. */ text: c.onBrand[100],
    },
    drawer: {
      /** Panel background. */ bg: c.surface,
      /** Overlay behind the panel. */ mask: c.mask,
      /** Default panel width in px. */ width: 378,
    },
    skeleton: {
      /** Block colour. */ base: c.neutral[200],
      /** Shimmer highlight. */ highlight: c.neutral[100],
    },
    upload: {
      /** Drop zone border. */ border: c.neutral[300],
      /** Drop zone border while dragging over or focused. */ borderActive: c.brand[500],
      /** Progress bar fill. */ progress: c.brand[500],
      /** Progress bar track. */ track: withAlpha(c.brand[500], 0.15),
      /** Finished file tick. */ done: c.success,
    },
    form: {
      /** Field error text and border. */ error: c.danger,
      /** Required-mark colour. */ required: c.danger,
      /** Gap between fields in px. */ gap: space.lg,
    },
    chat: {
      /** My message bubble. */ mineBg: c.brand[500],
      /** Text on my bubble. */ mineText: c.onBrand[500],
      /** Their message bubble. */ theirsBg: c.neutral[100],
      /** Text on their bubble. */ theirsText: c.text,
      /** Time separators and tips. */ tipText: c.textSecondary,
      /** Selected conversation or message row. */ selectedBg: c.brand[50],
      /** The 'new messages' pill. */ pillBg: c.brand[500],
      /** Text on the pill. */ pillText: c.onBrand[500],
      /** Bubble radius in px. */ radius: radius.lg,
    },
  };
}

export type ComponentTokens = ReturnType<typeof componentTokens>;
