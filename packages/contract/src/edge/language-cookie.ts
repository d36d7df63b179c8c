/**
 * The cookie that carries the visitor's interface language to the web origin: the app writes it
 * whenever the language is chosen (beside localStorage, which a server cannot read), and the SPA
 * routing function reads it to serve the landing page prerendered in that language.
 */
export const LANGUAGE_COOKIE = 'careshift-language';

/** A year: the choice outlives the session, like the localStorage entry it mirrors. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 31_536_000;
