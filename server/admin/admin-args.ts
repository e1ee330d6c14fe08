/**
 * `npm run admin -- <command>`: the operators' tool for reviews, withdrawals and support grants.
 * This file only turns argv into a typed command (or a message saying what is wrong), so the
 * parsing is tested without a database; admin-commands.ts does the work.
 */

export type AdminCommand =
  | { name: 'help' }
  | { name: 'applications'; status?: 'pending' | 'approved' | 'rejected' }
  | { name: 'approve'; id: number; note: string }
  | { name: 'reject'; id: number; note: string }
  | { name: 'withdrawals'; status?: 'pending' | 'settled' | 'failed' }
  | { name: 'settle'; id: number }
  | { name: 'fail'; id: number; note: string }
  | { name: 'grant'; userId: number; diamonds: number; note: string }
  | { name: 'headlines'; status?: 'pending' | 'approved' | 'rejected' }
  | { name: 'approve-headline'; id: number }
  | { name: 'reject-headline'; id: number; note: string };

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

Commands:
  applications [--status pending|approved|rejected]   list anchor and expert applications
  approve <application id> [--note TEXT]              approve a pending application
  reject <application id> --note TEXT                 reject a pending application (the note is shown to the user)
  withdrawals [--status pending|settled|failed]       list withdrawals
  settle <withdrawal id>                              mark a pending withdrawal as paid out
  fail <withdrawal id> --note TEXT                    fail a pending withdrawal (diamonds go back to the user)
  grant <user id> <diamonds> --note TEXT              credit diamonds to a user's wallet (support)
  headlines [--status pending|approved|rejected]      list readers' headlines (news)
  approve-headline <headline id>                      publish a pending headline on /news
  reject-headline <headline id> --note TEXT           reject a pending headline
  help                                                this text

Uses DATABASE_URL / DATA_DIR like the server.`;

export class AdminUsageError extends Error {}

const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
const WITHDRAWAL_STATUSES = ['pending', 'settled', 'failed'] as const;

interface Split {
  positional: string[];
  options: Map<string, string>;
}

function split(args: string[], allowed: string[]): Split {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    if (!allowed.includes(name)) throw new AdminUsageError(`unknown option --${name}`);
    const value = eq < 0 ? args[++i] : arg.slice(eq + 1);
    if (value === undefined || (eq < 0 && value.startsWith('--'))) {
      throw new AdminUsageError(`--${name} needs a value`);
    }
    options.set(name, value);
  }
  return { positional, options };
}

function positiveInt(value: string | undefined, what: string): number {
  if (value === undefined) throw new AdminUsageError(`missing ${what}`);
  if (!/^\d+$/.test(value) || Number(value) <= 0 || !Number.isSafeInteger(Number(value))) {
    throw new AdminUsageError(`${what} must be a positive whole number, got "${value}"`);
  }
  return Number(value);
}

function exactly(positional: string[], count: number, command: string): void {
  if (positional.length > count) {
    throw new AdminUsageError(`${command}: unexpected argument "${positional[count] ?? ''}"`);
  }
}

function status<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new AdminUsageError(`--status must be one of ${allowed.join(', ')}, got "${value}"`);
  }
  return value as T;
}

function requiredNote(options: Map<string, string>, command: string): string {
  const note = options.get('note')?.trim();
  if (!note) throw new AdminUsageError(`${command} needs --note TEXT`);
  return note;
}

/** argv after the script name -> a command; throws AdminUsageError with what is wrong. */
export function parseAdminArgs(argv: string[]): AdminCommand {
  const [name, ...rest] = argv;
  switch (name) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return { name: 'help' };
    case 'applications': {
      const { positional, options } = split(rest, ['status']);
      exactly(positional, 0, name);
      return { name, status: status(options.get('status'), APPLICATION_STATUSES) };
    }
    case 'withdrawals': {
      const { positional, options } = split(rest, ['status']);
      exactly(positional, 0, name);
      return { name, status: status(options.get('status'), WITHDRAWAL_STATUSES) };
    }
    case 'approve': {
      const { positional, options } = split(rest, ['note']);
      exactly(positional, 1, name);
      return { name, id: positiveInt(positional[0], 'application id'), note: options.get('note')?.trim() ?? '' };
    }
    case 'reject': {
      const { positional, options } = split(rest, ['note']);
      exactly(positional, 1, name);
      return { name, id: positiveInt(positional[0], 'application id'), note: requiredNote(options, name) };
    }
    case 'settle': {
      const { positional } = split(rest, []);
      exactly(positional, 1, name);
      return { name, id: positiveInt(positional[0], 'withdrawal id') };
    }
    case 'fail': {
      const { positional, options } = split(rest, ['note']);
      exactly(positional, 1, name);
      return { name, id: positiveInt(positional[0], 'withdrawal id'), note: requiredNote(options, name) };
    }
    case 'grant': {
      const { positional, options } = split(rest, ['note']);
      exactly(positional, 2, name);
      const userId = positiveInt(positional[0], 'user id');
      const diamonds = positiveInt(positional[1], 'diamonds');
      if (diamonds > 100_000_000) throw new AdminUsageError('diamonds: at most 100000000 at a time');
      return { name, userId, diamonds, note: requiredNote(options, name) };
    }
    case 'headlines': {
      const { positional, options } = split(rest, ['status']);
      exactly(positional, 0, name);
      return { name, status: status(options.get('status'), APPLICATION_STATUSES) };
    }
    case 'approve-headline': {
      const { positional } = split(rest, []);
      exactly(positional, 1, name);
      return { name, id: positiveInt(positional[0], 'headline id') };
    }
    case 'reject-headline': {
      const { positional, options } = split(rest, ['note']);
      exactly(positional, 1, name);
      return { name, id: positiveInt(positional[0], 'headline id'), note: requiredNote(options, name) };
    }
    default:
      throw new AdminUsageError(`unknown command "${name}"`);
  }
}
