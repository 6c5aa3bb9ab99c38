import { z } from 'zod';

/** The body shape of every API response except the OAuth token grant. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), data: data.nullable(), msg: z.string() });

export interface Envelope<T> {
  code: number;
  data: T | null;
  msg: string;
}

export type HttpMethod = 'GET' | 'POST';

/**
 * One API call, shared by the server (routing + validation) and the clients (typed calls).
 * `input` validates the merged query string and body, as Spring-style endpoints accept either.
 */
export type EndpointAuth = 'public' | 'user';

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
}

export function endpoint<I extends z.ZodType, O extends z.ZodType, A extends EndpointAuth>(
  def: Endpoint<I, O, A>,
): Endpoint<I, O, A> {
  return def;
}

export type EndpointInput<E> = E extends Endpoint<infer I, z.ZodType> ? z.input<I> : never;
export type EndpointOutput<E> = E extends Endpoint<z.ZodType, infer O> ? z.output<O> : never;

export const noInput = z.object({}).strip();
