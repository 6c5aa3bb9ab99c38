import type { Route } from '../route';
import { SERVICE } from '../services';

/** Chain service calls used by the shell. */
export const chainRoutes = {
  /** Invite record (spec 1 §4 Invite). */
  inviteSubmit: { method: 'POST', path: `${SERVICE.chain}/userinvitation/submit`, auth: 'user' },
} as const satisfies Record<string, Route>;
