import fc from 'fast-check';
import type { AnyRoute } from '../../../contracts/route-definition.ts';
import type { FuzzSession } from './fuzz-account.ts';
import { requestsFor, type PlannedRequest, type RequestKind, type Transport } from './http-requests.ts';
import type { RawAnswer, RawClient } from './raw-http.ts';

/** A refused request the server answers without the envelope, on purpose (Node's own HTTP parser). */
const DELIBERATE_STATUSES = new Set([400, 413, 414, 415, 431]);
/** Examples of failures kept per route (all are counted). */
const EXAMPLES_PER_ROUTE = 3;

export interface FuzzFailure {
  route: string;
  kind: RequestKind;
  transport: Transport;
  problem: string;
  /** The request, cut to a readable length. */
  request: string;
  answer: string;
}

export interface RouteStats {
  path: string;
  /** Requests drawn from the route's arbitrary (a burst is one draw, sent several times). */
  draws: number;
  requests: number;
  byKind: Partial<Record<RequestKind, number>>;
  byTransport: Partial<Record<Transport, number>>;
  /** HTTP statuses seen (`200`, `431`, ...), and `closed` for oversize bodies refused by a close. */
  statuses: Record<string, number>;
  /** Envelope codes seen (`0`, `1`, `700`). */
  codes: Record<string, number>;
  valid: { sent: number; schemaAccepted: number; answeredOk: number };
  failures: number;
  examples: FuzzFailure[];
  /** The session's token stopped working during this route (e.g. `Member/SignOut`) and was renewed. */
  renewedSession: boolean;
  ms: number;
}

export interface RouteFuzzOptions {
  client: RawClient;
  session: FuzzSession;
  runsPerRoute: number;
  seed: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** Values of refined fields, by route path then field path (see zod-arbitrary.ts). */
  refined?: Record<string, Record<string, fc.Arbitrary<unknown>>>;
  /** False once the server is gone: the fuzz stops there. */
  serverUp?: () => boolean;
  /** After each route (awaited: a memory sample may be taken there). */
  onRoute?: (stats: RouteStats, index: number) => void | Promise<void>;
}

function describeRequest(planned: PlannedRequest): string {
  const { method, target, headers, body } = planned.request;
  const head = `${method} ${target.length > 200 ? `${target.slice(0, 200)}... (${target.length} chars)` : target}`;
  const type = headers['content-type'] !== undefined ? ` [${headers['content-type']}]` : '';
  const text = body ? body.toString('utf8') : '';
  const shown = text.length > 300 ? `${text.slice(0, 300)}... (${body?.length} bytes)` : text;
  return `${head}${type}${shown ? ` ${shown}` : ''}`;
}

function envelopeOf(body: Buffer): { code: number; msg: string } | null {
  try {
    const value = JSON.parse(body.toString('utf8')) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { code, msg } = value as { code?: unknown; msg?: unknown };
    return typeof code === 'number' && typeof msg === 'string' && 'data' in value ? { code, msg } : null;
  } catch {
    return null;
  }
}

/**
 * What is wrong with an answer, or null: every answer is a non-5xx envelope `{code,msg,data}`
 * (or a deliberate 4xx of Node's parser), its message shows no stack, and a login route never
 * answers `code 0` to a caller without a valid login.
 */
export function judgeAnswer(route: AnyRoute, planned: PlannedRequest, answer: RawAnswer): string | null {
  if ('error' in answer) return closedOnOversize(planned, answer) ? null : `no answer (${answer.error.trim()})`;
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  if (planned.request.method === 'HEAD') return null;
  const envelope = envelopeOf(answer.body);
  if (!envelope) return DELIBERATE_STATUSES.has(answer.status) ? null : `HTTP ${answer.status} without the envelope`;
  if (/\n\s+at\s|node_modules|\.ts:\d+/.test(envelope.msg)) return 'stack trace in msg';
  if (route.login === true && planned.caller.as !== 'session' && envelope.code === 0) {
    return 'a login route answered code 0 without a valid login';
  }
  return null;
}

/**
 * The server answers a body over its limit at once and closes the connection without reading the
 * rest; when that close reaches the client before it finished writing, the client sees EPIPE or
 * ECONNRESET instead of the answer. A refusal all the same (counted apart as `closed`).
 */
function closedOnOversize(planned: PlannedRequest, answer: { error: string }): boolean {
  return planned.kind === 'oversize_body' && /\b(EPIPE|ECONNRESET)\b/.test(answer.error);
}

function describeAnswer(answer: RawAnswer): string {
  if ('error' in answer) return answer.error;
  const text = answer.body.toString('utf8');
  return `HTTP ${answer.status} ${text.length > 300 ? `${text.slice(0, 300)}...` : text}`;
}

const bump = <K extends string>(counts: Partial<Record<K, number>>, key: K) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** Runs `work` over `items` with at most `concurrency` at once. */
async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}

/** Fuzzes one route: `runsPerRoute` requests drawn from its arbitrary with a seed of its own. */
export async function fuzzRoute(route: AnyRoute, index: number, options: RouteFuzzOptions): Promise<RouteStats> {
  const started = Date.now();
  const arbitrary = requestsFor(route, { refined: options.refined?.[route.path] });
  const plans = fc.sample(arbitrary, { numRuns: options.runsPerRoute, seed: options.seed + index });
  const stats: RouteStats = {
    path: route.path,
    draws: 0,
    requests: 0,
    byKind: {},
    byTransport: {},
    statuses: {},
    codes: {},
    valid: { sent: 0, schemaAccepted: 0, answeredOk: 0 },
    failures: 0,
    examples: [],
    renewedSession: false,
    ms: 0,
  };
  const judge = (planned: PlannedRequest, answer: RawAnswer) => {
    stats.requests++;
    bump(stats.byKind, planned.kind);
    bump(stats.byTransport, planned.transport);
    if (!('error' in answer)) bump(stats.statuses, String(answer.status));
    else if (closedOnOversize(planned, answer)) bump(stats.statuses, 'closed');
    const envelope = 'error' in answer ? null : envelopeOf(answer.body);
    if (envelope) bump(stats.codes, String(envelope.code));
    if (planned.kind === 'valid') {
      stats.valid.sent++;
      if (route.params.safeParse(planned.params).success) stats.valid.schemaAccepted++;
      if (envelope?.code === 0) stats.valid.answeredOk++;
    }
    const problem = judgeAnswer(route, planned, answer);
    if (!problem) return;
    stats.failures++;
    if (stats.examples.length < EXAMPLES_PER_ROUTE) {
      stats.examples.push({
        route: route.path,
        kind: planned.kind,
        transport: planned.transport,
        problem,
        request: describeRequest(planned),
        answer: describeAnswer(answer),
      });
    }
  };
  await pool(plans, options.concurrency, async (planned) => {
    if (options.serverUp && !options.serverUp()) return;
    const headers = { ...planned.request.headers };
    if (planned.caller.as === 'session') headers.token = options.session.token;
    if (planned.caller.as === 'forged') headers.token = planned.caller.token;
    stats.draws++;
    const copies = Array.from({ length: planned.copies ?? 1 }, () =>
      options.client.send({ ...planned.request, headers }),
    );
    for (const answer of await Promise.all(copies)) judge(planned, answer);
  });
  if (!options.serverUp || options.serverUp()) stats.renewedSession = await options.session.renewIfRevoked();
  stats.ms = Date.now() - started;
  return stats;
}

/** Fuzzes every route in order; stops early once the server is gone. */
export async function fuzzRoutes(routes: AnyRoute[], options: RouteFuzzOptions): Promise<RouteStats[]> {
  const all: RouteStats[] = [];
  for (const [index, route] of routes.entries()) {
    if (options.serverUp && !options.serverUp()) break;
    const stats = await fuzzRoute(route, index, options);
    all.push(stats);
    await options.onRoute?.(stats, index);
  }
  return all;
}
