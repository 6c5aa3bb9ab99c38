import { z } from 'zod';
import { endpoint } from '../envelope';
import { phoneSchema } from '../validation';
import { widgetRoutes as routes } from './routes';

export { WIDGET_MESSAGES } from './messages';
export { CUSTOMER_HEADER, PARTNER_HEADERS, WIDGET_LIMITS, widgetRoutes } from './routes';

/** An exact web origin, as browsers send it: scheme://host[:port], nothing after. */
export const originSchema = z
  .string()
  .trim()
  .max(200)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
    } catch {
      return false;
    }
  }, 'origin must be scheme://host[:port]');

export const widgetSessionSchema = z.object({
  token: z.string(),
  userId: z.string(),
  /** Milliseconds since the epoch. */
  expiresAt: z.number(),
});
export type WidgetSessionOut = z.infer<typeof widgetSessionSchema>;

export const widgetApi = {
  token: endpoint({
    ...routes.token,
    input: z.object({
      origin: originSchema,
      /** The partner's user, matched to (or registered as) a platform user by phone. */
      phone: phoneSchema,
      name: z.string().trim().max(32).optional(),
      /** Random per request (8-64 characters): two requests of one second still sign differently. */
      nonce: z.string().regex(/^[\w-]{8,64}$/, 'nonce must be 8-64 letters, digits, - or _'),
    }),
    output: widgetSessionSchema,
  }),
  session: endpoint({
    ...routes.session,
    input: z.object({ origin: originSchema }),
    output: widgetSessionSchema,
  }),
};
