import { buildSeedTemplate, SEED_TEMPLATE_ENV } from '../../support/seed-template.ts';
import { PG_TEMPLATE_ENV, buildClusterTemplate } from './cluster-server.ts';

/**
 * Imports the seed data once for the whole e2e run; each spec's server copies the file. A cluster
 * run (E2E_CLUSTER=1) imports it into a PostgreSQL template database instead, which each cluster's
 * database is a copy of.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_CLUSTER === '1') {
    const template = await buildClusterTemplate();
    // Workers inherit the environment the global setup leaves.
    process.env[PG_TEMPLATE_ENV] = template.name;
    return () => template.remove();
  }
  const template = await buildSeedTemplate();
  process.env[SEED_TEMPLATE_ENV] = template.file;
  return async () => template.remove();
}
