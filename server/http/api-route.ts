import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_BASE } from '../../contracts/api.ts';
import { ApiError, describeZodError, ok } from './envelope.ts';

export interface ApiRouteOptions<S extends z.ZodType, R> {
  /** The seed's methods; most calls accept both. */
  method: 'GET' | 'POST' | ('GET' | 'POST')[];
  /** Seed call path without the base, e.g. `hot_match/recommend`. Matched case-insensitively. */
  path: string;
  /** Parameters from the query and the body (JSON or form), merged, body winning. */
  params: S;
  handler: (params: z.infer<S>, request: FastifyRequest, reply: FastifyReply) => Promise<R> | R;
}

/**
 * Registers a seed call: validates its parameters with zod (bad input -> `code 1` naming the
 * field) and wraps the result in the `{code, msg, data}` envelope.
 */
export function apiRoute<S extends z.ZodType, R>(app: FastifyInstance, options: ApiRouteOptions<S, R>): void {
  app.route({
    method: options.method,
    url: `${API_BASE}/${options.path}`,
    handler: async (request, reply) => {
      const raw = {
        ...(isRecord(request.query) ? request.query : {}),
        ...(isRecord(request.body) ? request.body : {}),
      };
      const parsed = options.params.safeParse(raw);
      if (!parsed.success) throw new ApiError(describeZodError(parsed.error));
      const data = await options.handler(parsed.data, request, reply);
      return ok(data);
    },
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
