/** The pieces every admin command's parser shares: options, whole numbers, statuses, notes. */

export class AdminUsageError extends Error {}

export interface Split {
  positional: string[];
  options: Map<string, string>;
}

export function split(args: string[], allowed: string[]): Split {
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

export function positiveInt(value: string | undefined, what: string): number {
  if (value === undefined) throw new AdminUsageError(`missing ${what}`);
  if (!/^\d+$/.test(value) || Number(value) <= 0 || !Number.isSafeInteger(Number(value))) {
    throw new AdminUsageError(`${what} must be a positive whole number, got "${value}"`);
  }
  return Number(value);
}

export function exactly(positional: string[], count: number, command: string): void {
  if (positional.length > count) {
    throw new AdminUsageError(`${command}: unexpected argument "${positional[count] ?? ''}"`);
  }
}

export function status<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new AdminUsageError(`--status must be one of ${allowed.join(', ')}, got "${value}"`);
  }
  return value as T;
}

export function requiredNote(options: Map<string, string>, command: string): string {
  const note = options.get('note')?.trim();
  if (!note) throw new AdminUsageError(`${command} needs --note TEXT`);
  return note;
}
