import { inject } from 'vitest';
import { copyDatabase } from '../../support/pg-template.ts';

/**
 * A throw-away database on the PostgreSQL server of `url`, a copy of the run's seed template
 * (tests/support/pg-template.ts, built in the global setup) when there is one: parallel suites and
 * reruns never see each other's rows.
 */
export function throwAwayDatabase(url: string, label: string): Promise<{ url: string; drop(): Promise<void> }> {
  return copyDatabase(url, label, inject('pgSeedTemplate'));
}
