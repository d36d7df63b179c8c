/** The interface languages (spec section 9); English is the default and the fallback. */
export const LANGUAGES = ['en', 'el'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
