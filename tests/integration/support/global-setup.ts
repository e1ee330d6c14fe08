import type { TestProject } from 'vitest/node';
import { buildSeedTemplate } from '../../support/seed-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seed template every SQLite test server copies (tests/support/seed-template.ts). */
    seedTemplate: string;
  }
}

/** Imports the seed data once for the whole integration run. */
export default async function setup(project: TestProject): Promise<() => void> {
  const template = await buildSeedTemplate();
  project.provide('seedTemplate', template.file);
  return () => template.remove();
}
