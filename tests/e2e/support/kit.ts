import { expect, type Locator } from '@playwright/test';

/**
 * Picks an option of a kit Dropdown as a keyboard user does: the field (found by its label) takes
 * Enter, which opens the list, then the option is chosen. Waits for the list to close.
 */
export async function chooseOption(field: Locator, option: string | RegExp): Promise<void> {
  await field.press('Enter');
  const list = field.page().getByRole('listbox');
  await list.getByRole('option', { name: option }).click();
  await expect(list).toHaveCount(0);
}
