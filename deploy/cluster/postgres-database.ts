import pg from 'pg';

/** PostgreSQL's "database does not exist". */
const NO_DATABASE = '3D000';

/**
 * Creates the database a `postgres://` URL names when the server does not have it yet (connecting
 * to the server's `postgres` database to do so); true when it made one. The first server process
 * then migrates it and imports the seed data.
 */
export async function ensurePostgresDatabase(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[\w-]{1,63}$/.test(name)) {
    throw new Error(`DATABASE_URL must name its database (letters, digits, '_' or '-'), got "${name}"`);
  }
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    return false;
  } catch (error) {
    if ((error as { code?: string }).code !== NO_DATABASE) throw error;
  } finally {
    await probe.end().catch(() => undefined);
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  return true;
}
