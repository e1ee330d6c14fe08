import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundaries the lint config enforces, proved on code that breaks them (and on code that
 * keeps them, so a rule that flags everything fails here too).
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, ignore: false });

async function rulesBroken(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

async function rulesBrokenInFile(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path.join(root, file)]);
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('the lint config', () => {
  it('refuses a feature importing a sibling feature, in any path form', async () => {
    const file = 'src/features/scores/lint-probe.ts';
    for (const from of ['../world-cup/world-cup-page.tsx', '../../features/world-cup/world-cup-page.tsx']) {
      expect(await rulesBroken(`export { WorldCupPage } from '${from}';\n`, file), from).toContain(
        'import-x/no-restricted-paths',
      );
    }
    // Its own folder and the shared layers are fine.
    expect(await rulesBroken(`export { leaguesOf } from './league-tiers.ts';\n`, file)).toEqual([]);
    expect(await rulesBroken(`export { routeHref } from '../../ui/open-in-new-tab.ts';\n`, file)).toEqual([]);
  });

  it('refuses src/ui and src/lib importing a feature', async () => {
    expect(
      await rulesBroken(`export { leaguesOf } from '../features/scores/league-tiers.ts';\n`, 'src/lib/lint-probe.ts'),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', async () => {
    expect(await rulesBrokenInFile('tests/lint/fixtures/cycle-a.ts')).toContain('import-x/no-cycle');
  });

  it('refuses timers, fetch and sockets from the realm in the engine, but not its injected deps', async () => {
    const file = 'workers/lint-probe.ts';
    for (const code of [
      'setTimeout(() => undefined, 1);\n',
      'self.setTimeout(() => undefined, 1);\n',
      'void fetch("/api/x");\n',
      'new WebSocket("ws://x");\n',
      'export const t = Date.now();\n',
    ]) {
      expect((await rulesBroken(code, file)).join(), code).toMatch(/no-restricted-(globals|properties)/);
    }
    const injected =
      'export function later(deps: { timers: { setTimeout(fn: () => void, ms: number): () => void } }) {\n' +
      '  return deps.timers.setTimeout(() => undefined, 1);\n}\n';
    expect(await rulesBroken(injected, file)).toEqual([]);
  });

  it('refuses a file name that is not kebab-case', async () => {
    expect(await rulesBroken('export const x = 1;\n', 'src/lib/scoreList.ts')).toContain(
      'check-file/filename-naming-convention',
    );
    expect(await rulesBroken('export const x = 1;\n', 'src/lib/score-list-2.ts')).toEqual([]);
  });

  it('refuses dates and numbers formatted in the browser language outside the locale module', async () => {
    const file = 'src/features/scores/lint-probe.ts';
    for (const code of [
      'export const f = new Intl.DateTimeFormat(undefined);\n',
      'export const s = (n: number) => n.toLocaleString();\n',
      'export const d = new Date().toLocaleDateString();\n',
    ]) {
      expect(await rulesBroken(code, file), code).toContain('no-restricted-syntax');
    }
    expect(await rulesBroken('export const f = new Intl.NumberFormat();\n', 'src/lib/locale-format.ts')).toEqual([]);
  });
});
