import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe scan of the page standing still: the page is switched to reduced motion first, so a goal
 * pop-up the live feed raised a moment before is scanned in its final colours, not half faded in
 * (its entrance animation blends it with the page: a contrast failure no reader ever sees).
 */
export async function axeOf(page: Page): Promise<AxeBuilder> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return new AxeBuilder({ page });
}
