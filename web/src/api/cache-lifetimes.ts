/** How long server data stays fresh in the browser (spec section 9 "Cache expiry"). */
export const CACHE_LIFETIME = {
  general: 30 * 60 * 1000,
  positions: 60 * 60 * 1000,
  partnerStatistics: 6 * 60 * 60 * 1000,
} as const;
