import type { Locator, Page } from 'playwright-core';

/**
 * Picks an option of a Cloudscape Select the way a person does: opens it with its trigger button and
 * clicks the option. The option list is looked up page-wide, since `expandToViewport` renders it
 * outside the field. With `filter`, the text is first typed into the select's filter box.
 */
export async function chooseOption(
  page: Page,
  trigger: Locator,
  option: string | RegExp,
  filter?: string,
): Promise<void> {
  await trigger.click();
  if (filter !== undefined) await page.getByRole('combobox').last().fill(filter);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

/** The value a Select's trigger shows (its selected option's label). */
export async function selectedOption(trigger: Locator): Promise<string> {
  return (await trigger.innerText()).trim();
}
