import type { TestProject } from 'vitest/node';
import { buildSeedTemplate } from '../../support/seed-template.ts';
import { buildPgSeedTemplate } from '../../support/pg-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seed template every SQLite test server copies (tests/support/seed-template.ts). */
    seedTemplate: string;
    /** The template database every PostgreSQL suite copies, '' without `TEST_DATABASE_URL`. */
    pgSeedTemplate: string;
  }
}

/** Imports the seed data once for the whole integration run: into SQLite, and into PostgreSQL when given. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await buildSeedTemplate();
  project.provide('seedTemplate', template.file);
  const url = process.env.TEST_DATABASE_URL;
  const pgTemplate = url ? await buildPgSeedTemplate(url) : null;
  project.provide('pgSeedTemplate', pgTemplate?.name ?? '');
  return async () => {
    template.remove();
    await pgTemplate?.remove();
  };
}
