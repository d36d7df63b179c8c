import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { PATHS } from '../paths';
import type { Session } from '../session';
import { formatDateTime } from '../shift-format';

import { whenPageSettled } from './page-settled';
import { reloadToUpdate, usePwaState } from './pwa-state';
import './pwa-texts';

let started = false;

/** The installable app starts once per page, once the page has settled (pwa-start.ts, page-settled.ts). */
function startWhenSettled(): void {
  if (started || !import.meta.env.PROD) return;
  started = true;
  whenPageSettled(() => void import('./pwa-start').then(({ startPwa }) => startPwa()).catch(() => undefined));
}

const offlineSync = () => import('./offline-sync');

/**
 * A partner's offline shifts (issue 36 item 3): online, the next 14 days are read again once the
 * page has settled when the copy is old, and whenever My Shifts opens; offline, the copy fills My Shifts
 * and the shifts' pages. Returns when the copy shown was read (null: there is none; undefined: online,
 * or not read yet).
 */
function useOfflineShifts(session: Session, online: boolean): number | null | undefined {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [shownAt, setShownAt] = useState<number | null>();
  const partner = session.role === 'EMPLOYEE';
  const onMyShifts = pathname === PATHS.myShifts;
  useEffect(() => {
    if (!partner) return;
    let live = true;
    const showOffline = async () => {
      const at = await (await offlineSync()).showSnapshotOffline(queryClient, session.userId);
      if (live) setShownAt(at ?? null);
    };
    const refresh = async () => {
      const sync = await offlineSync();
      const savedAt = await sync.snapshotTime(session.userId);
      if (onMyShifts || savedAt === undefined || Date.now() - savedAt > sync.SNAPSHOT_REFRESH_MS)
        await sync.refreshSnapshot(session.userId);
    };
    // Offline, the copy is shown at once; online, it is read again in the background once the page settled.
    if (!online) void showOffline().catch(() => undefined);
    const cancel = online ? whenPageSettled(() => void refresh().catch(() => undefined)) : undefined;
    return () => {
      live = false;
      cancel?.();
    };
  }, [partner, online, onMyShifts, queryClient, session.userId]);
  return online ? undefined : shownAt;
}

/**
 * The installable app's messages at the top of every portal page: the offline state (with, for a
 * partner, when their shifts were last read) and "A new version is available — Reload". The live
 * region is there from the start, so the messages inserted into it are announced.
 */
export function PwaNotices({ session }: { session: Session }) {
  const { t } = useTranslation('pwa');
  const { online, updateReady } = usePwaState();
  const shownAt = useOfflineShifts(session, online);
  useEffect(startWhenSettled, []);
  const partner = session.role === 'EMPLOYEE';
  return (
    <div role="status" aria-live="polite" className="pwa-notices">
      {!online && (
        <Alert type="warning" header={t('offline.title')}>
          {partner && shownAt === null && t('offline.nothingSaved')}
          {partner && typeof shownAt === 'number' && t('offline.body')}
          {partner && typeof shownAt === 'number' && (
            <div data-testid="offline-last-updated">
              {t('offline.lastUpdated', { time: formatDateTime(new Date(shownAt).toISOString()) })}
            </div>
          )}
        </Alert>
      )}
      {updateReady && (
        <Alert
          type="info"
          header={t('update.title')}
          action={<Button onClick={reloadToUpdate}>{t('update.reload')}</Button>}
        />
      )}
    </div>
  );
}
