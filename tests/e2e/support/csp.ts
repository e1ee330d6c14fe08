import { expect, type BrowserContext, type Page, type Response } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Every page of `context` records the Content Security Policy violations it sees, from its first script on. */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      );
    });
  });
}

/** The violations the page has recorded so far. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/** The document of `path` came with the app's policy and no content sniffing. */
export function expectSecurityHeaders(response: Response | null, path: string): void {
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  expect(response?.headers()['x-content-type-options'], path).toBe('nosniff');
}
