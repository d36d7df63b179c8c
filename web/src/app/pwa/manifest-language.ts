/**
 * The web app manifest of the interface's language (public/manifest.webmanifest in English,
 * public/manifest.el.webmanifest in Greek): a manifest has one `name`, so each language has its own
 * file; index.el.html links the Greek one from the start, and the app relinks when the language
 * changes, so the name under the icon is the language the partner uses when they install.
 */
export const MANIFESTS = { en: '/manifest.webmanifest', el: '/manifest.el.webmanifest' } as const;

export function manifestFor(language: string): string {
  return language === 'el' ? MANIFESTS.el : MANIFESTS.en;
}

/** Points the page's manifest link at the language's manifest (no-op when it already does). */
export function linkManifest(language: string, doc: Document = document): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = manifestFor(language);
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
