/**
 * The company's social pages in the footer. Set VITE_FACEBOOK_URL, VITE_INSTAGRAM_URL and
 * VITE_LINKEDIN_URL at build time; an empty value hides that link.
 */
export const SOCIAL_LINKS = [
  { id: 'facebook', href: String(import.meta.env.VITE_FACEBOOK_URL ?? 'https://www.facebook.com/') },
  { id: 'instagram', href: String(import.meta.env.VITE_INSTAGRAM_URL ?? 'https://www.instagram.com/') },
  { id: 'linkedin', href: String(import.meta.env.VITE_LINKEDIN_URL ?? 'https://www.linkedin.com/') },
].filter((link) => link.href !== '') as readonly {
  id: 'facebook' | 'instagram' | 'linkedin';
  href: string;
}[];
