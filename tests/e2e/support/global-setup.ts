import { buildSeedTemplate, SEED_TEMPLATE_ENV } from '../../support/seed-template.ts';

/** Imports the seed data once for the whole e2e run; each spec's server copies the file. */
export default async function globalSetup(): Promise<() => void> {
  const template = await buildSeedTemplate();
  // Workers inherit the environment the global setup leaves.
  process.env[SEED_TEMPLATE_ENV] = template.file;
  return () => template.remove();
}
