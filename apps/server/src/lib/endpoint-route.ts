import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type EndpointAccess,
  type EndpointName,
  type EndpointParams,
  type EndpointSchema,
  type EndpointSchemas,
  endpointPath,
  endpointSchemas,
  endpoints,
  errorResponseSchema,
} from '@takeline/contract';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Schemas<K extends EndpointName> = EndpointSchemas[K];

/**
 * The fastify schema of an endpoint, for the handler's types: request parts
 * and answers as the table has them. Any status may be set (the schedule's
 * 304); the answers the table lists are type-checked.
 */
interface RouteSchema<K extends EndpointName> extends FastifySchema {
  params: Schemas<K> extends { params: infer P } ? P : undefined;
  querystring: Schemas<K> extends { query: infer Q } ? Q : undefined;
  body: Schemas<K> extends { body: infer B } ? B : undefined;
  response: Schemas<K>['responses'];
}

export type EndpointHandler<K extends EndpointName> = RouteHandlerMethod<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<K>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

export interface EndpointRouteOptions<K extends EndpointName> {
  /** OpenAPI docs (/api/docs). */
  summary: string;
  description?: string;
  /**
   * Serves the endpoint at these parameter values only, as a route without
   * parameters (call once per value): any other value stays a 404.
   */
  at?: EndpointParams<K>;
  /** Also answers at the path with a trailing slash, left out of the docs. */
  trailingSlash?: true;
  /** False where the handler sends its own compressed copies. */
  compress?: false;
}

interface Guard {
  preHandler?: (request: FastifyRequest) => Promise<void>;
  /** Statuses the guard answers, added to the endpoint's documented ones. */
  errors: readonly number[];
  /** Whether the docs show the bearer token as needed. */
  bearer: boolean;
}

function guardOf(app: FastifyInstance, access: Exclude<EndpointAccess, 'testTools'>): Guard {
  switch (access) {
    case 'public':
      return { errors: [], bearer: false };
    case 'optionalSignIn':
      return { preHandler: app.optionalAuth, errors: [], bearer: false };
    case 'signedIn':
      return { preHandler: app.authenticate, errors: [401], bearer: true };
    case 'admin':
      return { preHandler: app.requireAdmin, errors: [401, 403], bearer: true };
  }
}

/** The endpoint's answers plus the shared error answer for each error status. */
function responsesOf(schemas: EndpointSchema, guard: Guard): Record<number, z.ZodType> {
  const errors: Record<number, z.ZodType> = {};
  for (const status of [...schemas.errors, ...guard.errors]) errors[status] = errorResponseSchema;
  return { ...errors, ...schemas.responses };
}

/**
 * Registers routes from the endpoint table (contract `endpoints.ts`): method,
 * path, schemas and the guard of its access level all come from there, so a
 * route file holds only its docs and a thin handler.
 *
 * Test tools are open with test tools on (the test screens have no client guard,
 * docs/screens.md#9-test-tools) and admins only where the config requires it (production); whether
 * they are mounted at all is decided in app.ts by `config.testTools`.
 */
export function endpointRoutes(
  app: ZodApp,
  tag: string,
  { testToolsNeedAdmin = false }: { testToolsNeedAdmin?: boolean } = {},
) {
  return function route<K extends EndpointName>(
    name: K,
    options: EndpointRouteOptions<K>,
    handler: EndpointHandler<K>,
  ): void {
    const { method, path, access } = endpoints[name];
    const schemas: EndpointSchema = endpointSchemas[name];
    const guard = guardOf(
      app,
      access === 'testTools' ? (testToolsNeedAdmin ? 'admin' : 'public') : access,
    );
    const url = options.at ? endpointPath(path, options.at) : path;
    const schema: FastifySchema & { hide?: boolean } = {
      tags: [tag],
      summary: options.summary,
      ...(options.description ? { description: options.description } : {}),
      ...(guard.bearer ? { security: [{ bearerAuth: [] }] } : {}),
      ...(schemas.params && !options.at ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      response: responsesOf(schemas, guard),
    };
    const urls: Array<[string, boolean]> = [[url, false]];
    if (options.trailingSlash) urls.push([`${url}/`, true]);
    for (const [routeUrl, hide] of urls) {
      app.route({
        method,
        url: routeUrl,
        schema: hide ? { ...schema, hide } : schema,
        ...(guard.preHandler ? { preHandler: guard.preHandler } : {}),
        ...(options.compress === false ? { compress: false } : {}),
        // Typed from the table by `route`'s signature; fastify takes the general form here.
        handler: handler as RouteHandlerMethod,
      });
    }
  };
}
