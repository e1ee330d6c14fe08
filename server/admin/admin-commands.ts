import type { Kysely } from 'kysely';
import { listApplications, reviewApplication, ReviewError, type ApplicationRow } from '../applications/applications.ts';
import type { DB } from '../db/schema.ts';
import { HeadlineError, listHeadlines, reviewHeadline, type HeadlineRow } from '../news/headlines.ts';
import { balanceOf, post, SYSTEM, systemAccountId, transfer, userAccountId } from '../wallet/ledger.ts';
import { failWithdrawal, listWithdrawals, settleWithdrawal, type WithdrawalRow } from '../wallet/withdrawals.ts';
import { BannerError } from '../banners/banner-store.ts';
import { ADMIN_USAGE, type AdminCommand } from './admin-args.ts';
import { runBannerCommand } from './banner-commands.ts';
import { PushError, sendPush } from '../member-extras/push-notices.ts';
import { PostCommandError, runPostCommand } from './post-commands.ts';

/**
 * What each admin command does, against an open database: testable without a process. Returns
 * the lines to print; throws AdminCommandError (printed, exit 1) when the command cannot be done.
 */
export class AdminCommandError extends Error {}

function time(s: number | null): string {
  return s === null ? '-' : new Date(s * 1000).toISOString().replace('T', ' ').slice(0, 19);
}

function applicationLine(a: ApplicationRow): string {
  const name = [a.form.real_name, a.form.name].find((v) => typeof v === 'string') ?? '';
  const note = a.note ? `  note: ${JSON.stringify(a.note)}` : '';
  return `#${a.id}  ${a.kind}  ${a.status}  user ${a.user_id} (${a.mobile})  ${JSON.stringify(name)}  ${time(a.created_at)}${note}`;
}

function withdrawalLine(w: WithdrawalRow): string {
  const note = w.note ? `  note: ${JSON.stringify(w.note)}` : '';
  return `#${w.id}  ${w.status}  user ${w.user_id}  ${w.diamonds} diamonds = ${(w.amount_fen / 100).toFixed(2)} CNY  ${w.method}  ${time(w.created_at)}${note}`;
}

function headlineLine(h: HeadlineRow): string {
  const note = h.note ? `  note: ${JSON.stringify(h.note)}` : '';
  return `#${h.id}  ${h.status}  user ${h.user_id}  ${JSON.stringify(h.title)}  ${time(h.created_at)}${note}`;
}

/** Credits a user's consumer wallet from SYSTEM.rewards (support grants), with the note as memo. */
export async function grantDiamonds(
  db: Kysely<DB>,
  userId: number,
  diamonds: number,
  note: string,
  nowS: number,
): Promise<number> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AdminCommandError(`user ${userId} does not exist`);
  await post(db, {
    kind: 'grant',
    userId,
    memo: note,
    nowS,
    postings: async (trx) =>
      transfer(await systemAccountId(trx, SYSTEM.rewards), await userAccountId(trx, userId, 'diamond'), diamonds),
  });
  return balanceOf(db, userId, 'diamond');
}

/**
 * Runs one command. `uploadsDir` is where pictures go (`<DATA_DIR>/uploads`, as the server serves
 * them); only the banner commands need it.
 */
export async function runAdminCommand(
  db: Kysely<DB>,
  command: AdminCommand,
  nowS: number,
  uploadsDir?: string,
): Promise<string[]> {
  switch (command.name) {
    case 'banners':
    case 'banner-add':
    case 'banner-end':
    case 'banner-remove':
      try {
        return await runBannerCommand(db, command, nowS, uploadsDir);
      } catch (error) {
        if (error instanceof BannerError) throw new AdminCommandError(error.message);
        throw error;
      }
    case 'post-reports':
    case 'restore-post':
    case 'remove-post':
      try {
        return await runPostCommand(db, command);
      } catch (error) {
        if (error instanceof PostCommandError) throw new AdminCommandError(error.message);
        throw error;
      }
    case 'help':
      return [ADMIN_USAGE];
    case 'applications': {
      const rows = await listApplications(db, { status: command.status });
      return rows.length ? rows.map(applicationLine) : ['No applications.'];
    }
    case 'approve':
    case 'reject': {
      try {
        const row = await reviewApplication(
          db,
          command.id,
          command.name === 'approve' ? 'approved' : 'rejected',
          command.note,
          nowS,
        );
        return [`Application #${row.id} ${row.status}.`, applicationLine(row)];
      } catch (error) {
        if (error instanceof ReviewError) throw new AdminCommandError(error.message);
        throw error;
      }
    }
    case 'withdrawals': {
      const rows = await listWithdrawals(db, command.status);
      return rows.length ? rows.map(withdrawalLine) : ['No withdrawals.'];
    }
    case 'settle':
    case 'fail': {
      const changed =
        command.name === 'settle'
          ? await settleWithdrawal(db, command.id, nowS)
          : await failWithdrawal(db, command.id, command.note, nowS);
      if (!changed) throw new AdminCommandError(`withdrawal ${command.id} does not exist or is not pending`);
      return [`Withdrawal #${command.id} ${command.name === 'settle' ? 'settled' : 'failed'}.`];
    }
    case 'headlines': {
      const rows = await listHeadlines(db, command.status);
      return rows.length ? rows.map(headlineLine) : ['No headlines.'];
    }
    case 'approve-headline':
    case 'reject-headline': {
      const approve = command.name === 'approve-headline';
      try {
        await reviewHeadline(db, command.id, approve ? 'approved' : 'rejected', approve ? '' : command.note, nowS);
      } catch (error) {
        if (error instanceof HeadlineError) throw new AdminCommandError(error.message);
        throw error;
      }
      return [`Headline #${command.id} ${approve ? 'approved' : 'rejected'}.`];
    }
    case 'push': {
      try {
        const { userId, title, body, link } = command;
        const id = await sendPush(db, { userId, title, body, link, nowS });
        return [`Push notice #${id} sent to ${userId === null ? 'everyone' : `user ${userId}`}.`];
      } catch (error) {
        if (error instanceof PushError) throw new AdminCommandError(error.message);
        throw error;
      }
    }
    case 'grant': {
      const balance = await grantDiamonds(db, command.userId, command.diamonds, command.note, nowS);
      return [`Granted ${command.diamonds} diamonds to user ${command.userId}; balance now ${balance}.`];
    }
  }
}
