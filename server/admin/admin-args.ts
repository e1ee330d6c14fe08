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
  | { name: 'reject-headline'; id: number; note: string }
  | { name: 'push'; userId: number | null; title: string; body: string; link: string }
  | BannerCommand
  | PostCommand;

import { BANNER_USAGE, parseBannerArgs, type BannerCommand } from './banner-args.ts';
import { parsePostArgs, POST_USAGE, type PostCommand } from './post-args.ts';
import { AdminUsageError, exactly, positiveInt, requiredNote, split, status } from './arg-parts.ts';

export { AdminUsageError };

const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
const WITHDRAWAL_STATUSES = ['pending', 'settled', 'failed'] as const;

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

Commands:
  applications [--status pending|approved|rejected]   list anchor, expert and channel applications
  approve <application id> [--note TEXT]              approve a pending application
  reject <application id> --note TEXT                 reject a pending application (the note is shown to the user)
  withdrawals [--status pending|settled|failed]       list withdrawals
  settle <withdrawal id>                              mark a pending withdrawal as paid out
  fail <withdrawal id> --note TEXT                    fail a pending withdrawal (diamonds go back to the user)
  grant <user id> <diamonds> --note TEXT              credit diamonds to a user's wallet (support)
  headlines [--status pending|approved|rejected]      list readers' headlines (news)
  approve-headline <headline id>                      publish a pending headline on /news
  reject-headline <headline id> --note TEXT           reject a pending headline
  push --title TEXT [--body TEXT] [--link URL] [--user ID]
                                                      send a push notice to one user, or to everyone
${BANNER_USAGE}
${POST_USAGE}
  help                                                this text

Uses DATABASE_URL / DATA_DIR like the server.`;

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
    case 'push': {
      const { positional, options } = split(rest, ['title', 'body', 'link', 'user']);
      exactly(positional, 0, name);
      const title = options.get('title')?.trim();
      if (!title) throw new AdminUsageError('push needs --title TEXT');
      const user = options.get('user');
      return {
        name,
        userId: user === undefined ? null : positiveInt(user, 'user id'),
        title,
        body: options.get('body')?.trim() ?? '',
        link: options.get('link')?.trim() ?? '',
      };
    }
    default: {
      const banner = parseBannerArgs(name, rest);
      if (banner) return banner;
      const moderation = parsePostArgs(name, rest);
      if (moderation) return moderation;
      throw new AdminUsageError(`unknown command "${name}"`);
    }
  }
}
