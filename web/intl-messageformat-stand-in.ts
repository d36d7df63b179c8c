/**
 * Stands in for `intl-messageformat` in the browser build (vite.config.ts aliases it here). Every
 * Cloudscape component imports its error-boundary fallback, which imports intl-messageformat and its
 * ICU parser (about 67 kB before minification) to format the fallback's description; that fallback
 * shows only inside a Cloudscape <ErrorBoundary>, and Cloudscape's I18nProvider is the library's
 * other user: the app uses neither (its own route error boundary, react-i18next). Should either come
 * into use, this returns a message as it is written (docs/decisions/performance/partner-phone.md).
 */
export default class IntlMessageFormat {
  constructor(private readonly message: string) {}

  format(): string {
    return this.message;
  }
}
