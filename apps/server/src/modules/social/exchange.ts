import type { FastifyInstance } from 'fastify';

/**
 * Told after a user handed their cards to someone (a friend application) or accepted someone's
 * application, whose cards went into their folder: the CRM's timeline (docs/customers.md). The
 * tenant of the caller's session, the caller, the other person. Called after the write, not
 * awaited; a failure is logged and the write stands.
 */
export interface CardsExchanged {
  tenantId: string;
  userId: string;
  peerId: string;
}
export type OnCardsExchanged = (event: CardsExchanged) => Promise<void>;

/** Reports an exchange without holding up or failing the caller. */
export const reportExchange = (
  app: FastifyInstance,
  hook: OnCardsExchanged | undefined,
  event: CardsExchanged,
) => {
  if (hook)
    void hook(event).catch((err: unknown) =>
      app.log.warn({ err }, 'social: reporting a card exchange failed'),
    );
};
