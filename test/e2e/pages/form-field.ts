import type { Locator } from 'playwright-core';

/**
 * What a screen reader announces with a field besides its label: the texts its
 * `aria-describedby` points at (Cloudscape puts a FormField's error, description and
 * constraint there), joined by spaces.
 */
export async function fieldDescription(field: Locator): Promise<string> {
  return field.evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids
      .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
  });
}
