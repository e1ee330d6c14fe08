import { API_BASE } from '../../contracts/api.ts';
import type { AnyRoute } from '../../contracts/route-definition.ts';
import type { NonContractRoute } from './non-contract-routes.ts';

export interface ServedRoute {
  method: string | string[];
  url: string;
}

export interface RouteCoverage {
  /** `METHOD url` the server serves that neither the table nor the non-contract list holds. */
  notInTable: string[];
  /** `METHOD path` of table entries no handler serves. */
  noHandler: string[];
}

const methodsOf = (m: string | string[]) => (Array.isArray(m) ? m : [m]).map((x) => x.toUpperCase());

/** Compares what the server serves with the route table (HEAD, which Fastify adds to each GET, is ignored). */
export function checkRouteCoverage(
  served: readonly ServedRoute[],
  table: readonly AnyRoute[],
  nonContract: readonly NonContractRoute[],
): RouteCoverage {
  const key = (method: string, url: string) => `${method} ${url.toLowerCase().replace(/\/+$/, '')}`;
  const tableKeys = new Set(table.flatMap((r) => r.methods.map((m) => key(m, `${API_BASE}/${r.path}`))));
  const servedKeys = new Set(served.flatMap((r) => methodsOf(r.method).map((m) => key(m, r.url))));
  const allowed = (url: string) =>
    nonContract.some((n) => (n.prefix ? url.startsWith(n.url) : url.toLowerCase() === n.url.toLowerCase()));
  const notInTable = served
    .flatMap((r) => methodsOf(r.method).map((m) => ({ m, url: r.url })))
    .filter(({ m, url }) => m !== 'HEAD' && !tableKeys.has(key(m, url)) && !allowed(url))
    .map(({ m, url }) => `${m} ${url}`);
  const noHandler = table.flatMap((r) =>
    r.methods.filter((m) => !servedKeys.has(key(m, `${API_BASE}/${r.path}`))).map((m) => `${m} ${r.path}`),
  );
  return { notInTable, noHandler };
}
