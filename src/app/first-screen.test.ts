import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The modules a page pulls in before anything is clicked: its static imports, followed through our
 * own files (a dynamic `import()` is a chunk loaded later; `import type` is erased). Returns the
 * files reached and the packages' modules they name.
 */
function staticGraph(...entries: string[]): { files: Set<string>; packages: Set<string> } {
  const root = path.resolve(import.meta.dirname, '../..');
  const files = new Set<string>();
  const packages = new Set<string>();
  const statement = /^(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, typeOnly, specifier] of readFileSync(file, 'utf8').matchAll(statement)) {
      if (typeOnly || specifier === undefined) continue;
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const target = path.resolve(path.dirname(file), specifier);
      if (existsSync(target) && /\.(tsx?)$/.test(target)) visit(target);
    }
  };
  for (const entry of entries) visit(path.join(root, entry));
  return { files, packages };
}

/** The kit's JavaScript (its theme's stylesheets are files, not code). */
const kitModules = (packages: Set<string>) => [...packages].filter((p) => /^primereact\/(?!resources\/)/.test(p));

describe('the first screen', () => {
  it('carries no kit code: the shell and the live score pages draw its look without it (B11)', () => {
    const { files, packages } = staticGraph(
      'src/main.tsx',
      'src/features/scores/football-page.tsx',
      'src/features/scores/basketball-page.tsx',
      'src/features/scores/esports-page.tsx',
    );
    // The walk reaches the shell's top bar and the score list, and what they import.
    const reached = [...files].map((f) => path.basename(f));
    expect(reached).toEqual(expect.arrayContaining(['top-bar.tsx', 'search-box.tsx', 'list-toolbar.tsx']));
    expect(packages).toContain('react-dom/client');
    expect(kitModules(packages)).toEqual([]);
  });

  it('is told from a part that loads the kit with it', () => {
    expect(kitModules(staticGraph('src/ui/overlay-panel-at.tsx').packages)).toEqual(
      expect.arrayContaining(['primereact/overlaypanel', 'primereact/api']),
    );
  });
});
