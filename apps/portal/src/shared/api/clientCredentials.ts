/**
 * The portal is a public OAuth client: this pair identifies it and is not a secret.
 * Kept in one place so the server configuration and the client stay in step.
 */
export const PORTAL_CLIENT_ID = 'portal';
export const PORTAL_CLIENT_SECRET = 'portal_public';
export const BASIC_AUTHORIZATION = `Basic ${btoa(`${PORTAL_CLIENT_ID}:${PORTAL_CLIENT_SECRET}`)}`;
