import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrations.ts';
import { uploadsDir } from '../accounts/image-uploads.ts';
import { ADMIN_USAGE, AdminUsageError, parseAdminArgs, type AdminCommand } from './admin-args.ts';
import { AdminCommandError, runAdminCommand } from './admin-commands.ts';

/** `npm run admin -- <command>`: parse, open the server's database, run, print; exit 1 on any failure. */
async function main(argv: string[]): Promise<number> {
  let command: AdminCommand;
  try {
    command = parseAdminArgs(argv);
  } catch (error) {
    if (!(error instanceof AdminUsageError)) throw error;
    process.stderr.write(`admin: ${error.message}\n\n${ADMIN_USAGE}\n`);
    return 1;
  }
  if (command.name === 'help') {
    process.stdout.write(`${ADMIN_USAGE}\n`);
    return 0;
  }
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const lines = await runAdminCommand(
      database.db,
      command,
      Math.floor(Date.now() / 1000),
      uploadsDir(config.dataDir),
    );
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof AdminCommandError)) throw error;
    process.stderr.write(`admin: ${error.message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`admin: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
