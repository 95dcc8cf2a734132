import type {
  FastifyInstance,
  FastifyTypeProviderDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyBaseLogger } from 'fastify/types/logger';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '../../contract/api/endpoint';
import { operatorRoleGate } from '../operator/authenticate';

/** The Fastify schema of an endpoint: what its route validates and how its answer is serialised. */
interface SchemaOf<E extends Endpoint> {
  params: E['params'];
  querystring: E['query'];
  headers: E['headers'];
  body: E['body'];
  response: E['answer'] extends string
    ? undefined
    : { 200: E['answer'] } & (E['otherAnswers'] extends Record<number, unknown> ? E['otherAnswers'] : unknown);
}

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider | FastifyTypeProviderDefault
>;

/** A handler of endpoint `E`: its request is typed by `E`'s schemas, its answer must match `E`'s answer. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  SchemaOf<E>,
  ZodTypeProvider
>;

/**
 * What a route adds to its endpoint's definition: who may call it (`preValidation` when a signed-out call must be a
 * 401 before its body is validated), its rate limit, its body size.
 */
type RouteExtras = Pick<RouteShorthandOptions, 'preHandler' | 'preValidation' | 'config' | 'bodyLimit' | 'onRequest'>;

function schemaOf(endpoint: Endpoint): Record<string, unknown> {
  const schema: Record<string, unknown> = {};
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.headers) schema.headers = endpoint.headers;
  if (endpoint.body) schema.body = endpoint.body;
  if (typeof endpoint.answer !== 'string') schema.response = { ...endpoint.otherAnswers, 200: endpoint.answer };
  return schema;
}

/**
 * Registers the route of `endpoint` (contract/api): its method, path and schemas come from the definition, and an
 * operator endpoint's role check from its `operatorRoles`.
 */
export function route<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  extras: RouteExtras,
  handler: EndpointHandler<E>,
): void {
  const roleGate = operatorRoleGate(endpoint);
  const onRequest = roleGate ? [...[extras.onRequest ?? []].flat(), roleGate] : extras.onRequest;
  (app as FastifyInstance).route({
    ...extras,
    ...(onRequest ? { onRequest } : {}),
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    handler: handler as RouteHandlerMethod,
  });
}
