import { z } from 'zod';
import { endpoint } from '../envelope';
import { phoneSchema } from '../validation';
import { widgetRoutes as routes } from './routes';

export { WIDGET_MESSAGES } from './messages';
export { CUSTOMER_HEADER, PARTNER_HEADERS, SSO_LIMITS, WIDGET_LIMITS, widgetRoutes } from './routes';

/** An exact web origin, as browsers send it: scheme://host[:port], nothing after. */
export const originSchema = z
  .string()
  .trim()
  .max(200)
  .refine((value) => {
    try {
      const url = new URL(value);
      // Exact: scheme, host and port; no path, no wildcard host.
      return (
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        url.origin === value &&
        !url.hostname.includes('*')
      );
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
  ssoCall: endpoint({
    ...routes.ssoCall,
    input: z.object({
      /** The partner's user, matched to (or registered as) a platform user of its customer by phone. */
      phone: phoneSchema,
      /** Passed on to the portal: 4 hides the user block and refuses a second login of the phone. */
      ssoType: z
        .string()
        .regex(/^\d{1,2}$/, 'ssoType must be 1-2 digits')
        .optional(),
      /** Where the portal goes once signed in: a path of the platform. */
      path: z
        .string()
        .max(300)
        .regex(/^\/(?!\/)[^\s]*$/, 'path must start with a single /')
        .optional(),
      nonce: z.string().regex(/^[\w-]{8,64}$/, 'nonce must be 8-64 letters, digits, - or _'),
    }),
    output: z.object({
      /** The portal entry: token, appId, phone and ssoType in the query; open it within expiresIn. */
      url: z.string(),
      token: z.string(),
      expiresIn: z.number().int(),
    }),
  }),
  session: endpoint({
    ...routes.session,
    input: z.object({ origin: originSchema }),
    output: widgetSessionSchema,
  }),
};
