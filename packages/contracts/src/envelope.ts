import { z } from 'zod';
import type { EndpointAuth, HttpMethod } from './route';

export type { EndpointAuth, HttpMethod } from './route';

/** The body shape of every API response except the OAuth token grant. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), data: data.nullable(), msg: z.string() });

export interface Envelope<T> {
  code: number;
  data: T | null;
  msg: string;
}

/**
 * One API call, shared by the server (routing + validation) and the clients (typed calls): a
 * route of `<service>/routes.ts` plus its schemas. `input` validates the merged query string and
 * body, as Spring-style endpoints accept either.
 */

export interface Endpoint<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends EndpointAuth = EndpointAuth,
> {
  method: HttpMethod;
  path: string;
  input: I;
  output: O;
  auth: A;
  /** A widget token may call it (Route.widget). */
  widget?: true;
}

export function endpoint<I extends z.ZodType, O extends z.ZodType, A extends EndpointAuth>(
  def: Endpoint<I, O, A>,
): Endpoint<I, O, A> {
  return def;
}

export type EndpointInput<E> = E extends Endpoint<infer I, z.ZodType> ? z.input<I> : never;
export type EndpointOutput<E> = E extends Endpoint<z.ZodType, infer O> ? z.output<O> : never;

export const noInput = z.object({}).strip();
