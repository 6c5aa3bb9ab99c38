/**
 * Where the fixed right-hand bar sits, and the gutter the page keeps free for it: the bar floats
 * over the page, so the shell's main area and footer reserve its width and no page content (the
 * chat panel's send button at the right edge, say) is ever under it.
 */
export const RAIL_RIGHT = 16;
export const RAIL_WIDTH = 64;
const RAIL_GAP = 8;
export const RAIL_GUTTER = RAIL_RIGHT + RAIL_WIDTH + RAIL_GAP;

/** Under this window width the bar starts folded to its toggle. */
export const NARROW_VIEWPORT = 1280;
export const railStartsExpanded = (windowWidth: number) => windowWidth >= NARROW_VIEWPORT;
