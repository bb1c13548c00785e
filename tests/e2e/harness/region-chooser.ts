import type { Locator } from 'playwright-core';

/**
 * Chooses in a searchable chooser (the address form's regions, the bank):
 * waits until it can be used, types part of a name and picks the option —
 * `option` by its name, or the first one found. By keyboard (ArrowDown to
 * the first found, Enter) or by pointer.
 */
export const chooseIn = async (scope: Locator, label: string, typed: string, options: { readonly option?: string; readonly keyboard?: boolean } = {}): Promise<string> => {
  const field = scope.getByRole('combobox', { name: label, exact: true });
  await field.waitFor();
  for (let tries = 0; tries < 100 && (await field.isDisabled()); tries++) await field.page().waitForTimeout(100);
  // A click opens the list (all of it); typing narrows it.
  await field.click();
  if (typed !== '') await field.fill(typed);
  const list = scope.page().locator(`[id="${await field.getAttribute('aria-controls')}"]`);
  const wanted = options.option ? list.getByRole('option', { name: options.option, exact: true }) : list.getByRole('option').first();
  await wanted.waitFor();
  const name = (await wanted.innerText()).trim();
  if (options.keyboard) {
    // Typing leaves the first found active; the arrows go to the wanted one.
    const names = (await list.getByRole('option').allInnerTexts()).map((text) => text.trim());
    for (let step = 0; step < names.indexOf(name); step++) await field.press('ArrowDown');
    await field.press('Enter');
  } else await wanted.click();
  return name;
};
