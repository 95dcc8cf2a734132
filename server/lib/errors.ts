import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ValidationErrorBody } from '../../contract/api/errors';
import { DATABASE_RETRY_AFTER_S, DatabaseUnavailable, isDatabaseUnavailable } from './database-unavailable';
import { HttpError, ValidationError } from './http-error';
import { storableField } from './storable-input';

const CODED = /^[a-z][a-z0-9_]*: /;
const UNKNOWN_FIELD = 'unknown_field: This request has no such field; remove it';
const INTERNAL_MESSAGE = 'Something went wrong on our side. Try again in a minute.';

/** A failed check at `path` (`['chips', 0, 'amount']`); `keys` are the fields a strict object does not know. */
interface Issue {
  path: readonly PropertyKey[];
  message: string | undefined;
  keys?: readonly string[];
}

/** Issues -> the spec's errors map: `a.b` per field, the root as `_`, each unknown field under its own name. */
export function errorsMap(issues: readonly Issue[]): ValidationErrorBody['errors'] {
  // A Map: a field named `constructor` or `__proto__` must not meet Object.prototype.
  const errors = new Map<string, string[]>();
  const add = (path: readonly PropertyKey[], message: string) => {
    const field = storableField(path.map(String).join('.') || '_');
    errors.set(field, [...(errors.get(field) ?? []), message]);
  };
  for (const issue of issues) {
    // A schema's own coded message for unknown fields (profile settings) wins over the generic one.
    const unknown = issue.message && CODED.test(issue.message) ? issue.message : UNKNOWN_FIELD;
    if (issue.keys?.length) for (const key of issue.keys) add([...issue.path, key], unknown);
    else add(issue.path, coded(issue.message));
  }
  return Object.fromEntries(errors);
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook (a path that is not valid
 * percent-encoding, a path parameter over `maxParamLength`). Fastify's own answers echo the decoded path, which
 * may hold a NUL; ours are the spec's `{ code, message }`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(414).send({ code: 'too_long', message: 'A part of the address is too long.' } satisfies ErrorBody);
  } else if (error.code === 'FST_ERR_BAD_URL') {
    reply.code(400).send({ code: 'bad_request', message: 'The address could not be read.' } satisfies ErrorBody);
  } else {
    reply.code(500).send({ code: 'internal', message: INTERNAL_MESSAGE } satisfies ErrorBody);
  }
}

/** Our schemas already say `code: text`; zod's own default messages get an `invalid:` code. */
function coded(message: string | undefined): string {
  const text = message ?? 'Invalid value';
  return CODED.test(text) ? text : `invalid: ${text}`;
}

/**
 * The single error handler (registered at the root): 422 errors map, 4xx `{ code, message }`, 503 with Retry-After
 * while the database is unreachable, opaque 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = errorsMap(
        error.validation.map((issue) => ({
          // fastify-type-provider-zod's `/a/b` (zod's path joined).
          path: issue.instancePath.split('/').filter(Boolean),
          message: issue.message,
          keys: issue.keyword === 'unrecognized_keys' ? (issue.params.keys as string[]) : undefined,
        })),
      );
      return reply.code(422).send({ errors } satisfies ValidationErrorBody);
    }
    if (error instanceof ValidationError) {
      return reply.code(422).send({ errors: error.errors } satisfies ValidationErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      // Unreachable, not broken: a 503 the client retries, whichever service the error came through.
      request.log.warn({ err: error }, 'database unavailable');
      const unavailable = new DatabaseUnavailable();
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return reply.code(503).send({ code: unavailable.code, message: unavailable.message } satisfies ErrorBody);
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({
          code: error.code,
          message: error.message,
          ...(error.details ? { details: error.details } : {}),
        } satisfies ErrorBody);
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, rate limit ...).
      if (status === 429) {
        return reply
          .code(429)
          .send({ code: 'rate_limited', message: 'Too many attempts. Wait a minute and try again.' });
      }
      const code = status === 400 ? 'bad_request' : status === 413 ? 'too_large' : `http_${status}`;
      const message = status === 400 ? 'The request could not be read.' : error.message;
      return reply.code(status).send({ code, message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 'internal', message: INTERNAL_MESSAGE } satisfies ErrorBody);
  });
}
