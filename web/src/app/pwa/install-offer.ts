/**
 * Whether, and how, the portal offers installing the app (issue 36 item 1): never on the first
 * visit, never once installed or after "Not now"; with the browser's own install dialog where it
 * offers one (Chrome on Android: `beforeinstallprompt`), else on an iPhone's or iPad's Safari the
 * "Add to Home Screen" steps. docs/decisions/web/install-update-and-push-handlers.md
 */
export type InstallOffer = 'prompt' | 'ios' | undefined;

export const VISITS_KEY = 'careshift.pwa.visits';
export const INSTALL_DISMISSED_KEY = 'careshift.pwa.installDismissed';
const SESSION_KEY = 'careshift.pwa.counted';
/** The install offer waits for this visit: a partner who came back. */
export const OFFER_FROM_VISIT = 2;

/** iOS Safari (iPhone, iPod, or an iPad, which says "Macintosh" but has touch), not another iOS browser. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

export interface InstallContext {
  /** Running as the installed app already (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** The browser handed us its install prompt. */
  hasPrompt: boolean;
  iosSafari: boolean;
  visits: number;
  dismissed: boolean;
}

export function installOfferFor(context: InstallContext): InstallOffer {
  if (context.standalone || context.dismissed || context.visits < OFFER_FROM_VISIT) return undefined;
  if (context.hasPrompt) return 'prompt';
  return context.iosSafari ? 'ios' : undefined;
}

type Stores = { local: Pick<Storage, 'getItem' | 'setItem'>; session: Pick<Storage, 'getItem' | 'setItem'> };

/** Counts this visit once (a visit: a browser session of the app), and returns the count. */
export function countVisit(stores: Stores): number {
  try {
    const visits = Number(stores.local.getItem(VISITS_KEY)) || 0;
    if (stores.session.getItem(SESSION_KEY)) return visits;
    stores.session.setItem(SESSION_KEY, '1');
    stores.local.setItem(VISITS_KEY, String(visits + 1));
    return visits + 1;
  } catch {
    return 0;
  }
}

export function visitCount(local: Pick<Storage, 'getItem'>): number {
  try {
    return Number(local.getItem(VISITS_KEY)) || 0;
  } catch {
    return 0;
  }
}

export function installDismissed(local: Pick<Storage, 'getItem'>): boolean {
  try {
    return local.getItem(INSTALL_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberInstallDismissed(local: Pick<Storage, 'setItem'>): void {
  try {
    local.setItem(INSTALL_DISMISSED_KEY, 'true');
  } catch {
    // Private mode: the offer comes back next visit.
  }
}

/** True when the page runs as the installed app. */
export function runningInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}
