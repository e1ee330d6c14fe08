import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A throw-away schema on the PostgreSQL test database: a server started with the returned `url`
 * works in it (search_path), so parallel suites and reruns never see each other's rows.
 */
export async function throwAwaySchema(url: string, label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `test_${label}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create schema "${schema}"`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return { url: scoped.toString(), drop: () => adminQuery(url, `drop schema if exists "${schema}" cascade`) };
}
