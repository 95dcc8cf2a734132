import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ValidationErrorBody } from '../../contract/api/errors';
import { DATABASE_RETRY_AFTER_S, DatabaseUnavailable, isDatabaseUnavailable } from './database-unavailable';
import { HttpError, ValidationError } from './http-error';

const CODED = /^[a-z][a-z0-9_]*: /;
export const INTERNAL_MESSAGE = 'Something went wrong on our side. Try again in a minute.';

/** `/a/b` (fastify-type-provider-zod's instancePath) -> `a.b`; the root -> `_`. */
function fieldOf(instancePath: string): string {
  const dotted = instancePath.split('/').filter(Boolean).join('.');
  return dotted || '_';
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
      const errors: ValidationErrorBody['errors'] = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        const list = errors[field] ?? [];
        list.push(coded(issue.message));
        errors[field] = list;
      }
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
        .send({ code: error.code, message: error.message } satisfies ErrorBody);
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
