import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PunchBody, TimesheetView } from '@careshift/contract/operations/attendance-schemas';

import { timesheetKeys } from '../../api/query-keys';
import { formatTime } from '../../app/shift-format';
import { currentLanguage } from '../../i18n';

import { queuedPunchesOf, queuePunch, unqueuePunch } from './punch-queue';
import type { QueuedPunch } from './punch-queue';
import { isUnsent, punchRefusalText, REASON_REQUIRED } from './punch-refusal';
import { newPunch, sendPunch } from './punch-sender';
import type { PunchKind } from './punch-sender';

export interface PunchNotice {
  type: 'success' | 'info' | 'error';
  text: string;
}

/** A refused punch waiting for the partner's reason: sent again with the same key. */
export interface PendingReason {
  body: PunchBody;
  message: string;
}

type Outcome = 'sent' | 'reason' | 'unsent' | 'refused';

/**
 * A partner's punches on one shift: takes the position at the moment of the punch, sends it, asks for a
 * reason when the server needs one, keeps it on the phone without a network and sends the queue when the
 * browser is online again (and when the page loads).
 */
export function usePunch(shiftId: string) {
  const { t } = useTranslation(['clockIn', 'timesheets']);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<PunchKind | undefined>();
  const [notice, setNotice] = useState<PunchNotice | undefined>();
  const [pendingReason, setPendingReason] = useState<PendingReason | undefined>();
  const [queued, setQueued] = useState<QueuedPunch[]>(() => queuedPunchesOf(shiftId));
  const flushing = useRef(false);

  const refreshQueue = useCallback(() => setQueued(queuedPunchesOf(shiftId)), [shiftId]);
  const kindText = useCallback((kind: PunchKind) => t(`timesheets:punches.kinds.${kind}`), [t]);

  const accepted = useCallback(
    (body: PunchBody, reply: TimesheetView, fromQueue: boolean) => {
      queryClient.setQueryData(timesheetKeys.shift(shiftId), reply);
      void queryClient.invalidateQueries({ queryKey: timesheetKeys.lists });
      const values = { kind: kindText(body.kind), time: formatTime(body.clientTime) };
      setNotice({ type: 'success', text: t(fromQueue ? 'clockIn:sentLater' : 'clockIn:recorded', values) });
    },
    [queryClient, shiftId, kindText, t],
  );

  /** Sends one punch and says what came of it; a queued punch leaves the queue once answered for good. */
  const deliver = useCallback(
    async (body: PunchBody, fromQueue: boolean): Promise<Outcome> => {
      try {
        accepted(body, await sendPunch(shiftId, body), fromQueue);
        if (fromQueue) unqueuePunch(body.idempotencyKey);
        return 'sent';
      } catch (error) {
        const message = punchRefusalText(error, currentLanguage(), t('clockIn:failed'));
        if (isUnsent(error)) return 'unsent';
        if ((error as { code?: string }).code === REASON_REQUIRED) {
          setPendingReason({ body, message });
          return 'reason';
        }
        if (fromQueue) unqueuePunch(body.idempotencyKey);
        setNotice({ type: 'error', text: message });
        return 'refused';
      } finally {
        refreshQueue();
      }
    },
    [accepted, refreshQueue, shiftId, t],
  );

  const keepOnPhone = useCallback(
    (body: PunchBody) => {
      const kept = queuePunch({ shiftId, body });
      refreshQueue();
      setNotice(
        kept
          ? { type: 'info', text: t('clockIn:savedOffline') }
          : { type: 'error', text: t('clockIn:notKept') },
      );
    },
    [refreshQueue, shiftId, t],
  );

  /** Sends the punches queued on this phone, oldest first, until one cannot go yet. */
  const flush = useCallback(async () => {
    if (flushing.current || !navigator.onLine) return;
    flushing.current = true;
    try {
      for (const { body } of queuedPunchesOf(shiftId)) {
        if ((await deliver(body, true)) !== 'sent') break;
      }
    } finally {
      flushing.current = false;
    }
  }, [deliver, shiftId]);

  useEffect(() => {
    void flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [flush]);

  const punch = useCallback(
    async (kind: PunchKind) => {
      setBusy(kind);
      setNotice(undefined);
      try {
        const body = await newPunch(kind);
        if (!navigator.onLine) return keepOnPhone(body);
        if ((await deliver(body, false)) === 'unsent') keepOnPhone(body);
      } finally {
        setBusy(undefined);
      }
    },
    [deliver, keepOnPhone],
  );

  /** Sends the refused punch again with the same key and the partner's reason. */
  const giveReason = useCallback(
    async (reason: string) => {
      if (!pendingReason) return;
      const body = { ...pendingReason.body, reason };
      const fromQueue = queued.some((entry) => entry.body.idempotencyKey === body.idempotencyKey);
      setPendingReason(undefined);
      setBusy(body.kind);
      try {
        const outcome = await deliver(body, fromQueue);
        if (outcome === 'unsent') keepOnPhone(body);
      } finally {
        setBusy(undefined);
      }
    },
    [deliver, keepOnPhone, pendingReason, queued],
  );

  const cancelReason = useCallback(() => setPendingReason(undefined), []);
  return { punch, busy, notice, pendingReason, giveReason, cancelReason, queued };
}
