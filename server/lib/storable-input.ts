import type { FastifyRequest } from 'fastify';
import { isStorableText, TEXT_INVALID } from '../../contract/api/text';
import { ValidationError } from './http-error';

/**
 * The edge's half of the text rule (contract/api/text.ts): the contract's schemas refuse NUL and lone surrogates in
 * the fields they declare; this refuses them anywhere else a request carries text (path params, query strings,
 * headers, bodies of routes without a schema or with free-form parts, object keys), so nothing PostgreSQL cannot
 * store reaches a query as a 500. Iterative: a deeply nested body cannot overflow the stack.
 */
function unstorableFields(value: unknown, limit = 20): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0 && found.length < limit) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (!isStorableText(item)) found.push(path || '_');
    } else if (Array.isArray(item)) {
      item.forEach((inner, index) => {
        stack.push([inner, path ? `${path}.${index}` : String(index)]);
      });
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, inner] of Object.entries(item)) {
        const at = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) found.push(at);
        stack.push([inner, at]);
      }
    }
  }
  return found;
}

const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A field name fit for the errors map: what cannot be stored becomes U+FFFD. */
export function storableField(name: string): string {
  return isStorableText(name) ? name : name.replaceAll('\u0000', '\ufffd').replace(LONE_SURROGATES, '\ufffd');
}

/** preValidation hook: 422 `{ errors: { field: ['text_invalid: …'] } }` before any schema or handler runs. */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  const fields = [
    ...unstorableFields(request.params),
    ...unstorableFields(request.query),
    ...unstorableFields(request.body),
    ...unstorableFields(request.headers).map((name) => `headers.${name}`),
  ];
  if (fields.length > 0) {
    throw new ValidationError(Object.fromEntries(fields.map((field) => [storableField(field), [TEXT_INVALID]])));
  }
}
