import type { z } from 'zod';
import type { OperatorRole } from '../backoffice/roles';
import type { ResendRule } from './resend-rules';

/**
 * One API endpoint, defined once: the server registers its route from this (request validation, answer
 * serialisation) and the worker calls it through this (path, method, and the answer checked before it reaches the
 * page). `:name` segments of `path` are its `params`.
 */
interface EndpointShape {
  path: string;
  /** Path parameters (`:name` segments). */
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the route reads (an Idempotency-Key, for instance). */
  headers?: z.ZodType;
  body?: z.ZodType;
  /**
   * The 200 answer: a JSON schema, or what else a browser gets (a page, a redirect, an image, plain text, a stored
   * file with its own Content-Type).
   */
  answer: z.ZodType | 'html' | 'redirect' | 'image' | 'text' | 'file';
  /** Answers with another status the route sends itself (not an error of server/lib/errors), by status. */
  otherAnswers?: Record<number, z.ZodType>;
  /**
   * An operator endpoint (`/operator/...`): the roles besides admin that may call it, or `none` for the sign-in
   * itself. Every operator endpoint says it (contract/api/operator-roles.test.ts).
   */
  operatorRoles?: readonly OperatorRole[] | 'none';
}

interface ReadEndpoint extends EndpointShape {
  method: 'GET';
}

interface WriteEndpoint extends EndpointShape {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** What a second arrival of the same request does (resend-rules.ts). */
  resend: ResendRule;
}

export type Endpoint = ReadEndpoint | WriteEndpoint;
export type JsonEndpoint = Endpoint & { answer: z.ZodType };

/** Declares an endpoint, keeping its exact types (the path, the method and each schema). */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a client supplies to call `E`: its path parameters, query and body, each only when `E` has one. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: Input<E['params']> } : object) &
  (E['query'] extends z.ZodType ? { query: Input<E['query']> } : object) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : object);

/** The checked answer of a JSON endpoint. */
export type AnswerOf<E extends JsonEndpoint> = z.output<E['answer']>;

/** Fills the `:name` segments of an endpoint's path. */
export function pathOf(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
