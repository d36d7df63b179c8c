/**
 * Where the mobile app is downloaded. Set VITE_IOS_APP_URL / VITE_ANDROID_APP_URL at build time when
 * the store listings exist; until then the links search the stores for the app by name.
 */
export const MOBILE_APP_LINKS = {
  ios: import.meta.env.VITE_IOS_APP_URL || 'https://apps.apple.com/cy/search?term=CareShift',
  android: import.meta.env.VITE_ANDROID_APP_URL || 'https://play.google.com/store/search?q=CareShift&c=apps',
} as const;
