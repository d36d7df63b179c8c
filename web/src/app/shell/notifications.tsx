import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';

import { flashItemOf, noticeLifetimeMs } from './flash-items';
import type { Notice } from './flash-items';

export type { Notice } from './flash-items';

interface NotificationsValue {
  items: readonly (Notice & { id: string })[];
  notify: (notice: Notice) => void;
  dismiss: (id: string) => void;
}

const NotificationsContext = createContext<NotificationsValue>({
  items: [],
  notify: () => undefined,
  dismiss: () => undefined,
});

/**
 * The shell's Flashbar messages, newest first: success notices go after 10 s at least (flash-items.ts),
 * failures stay until dismissed.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<NotificationsValue['items']>([]);
  const sequence = useRef(0);

  const dismiss = useCallback(
    (id: string) => setItems((current) => current.filter((item) => item.id !== id)),
    [],
  );

  const notify = useCallback(
    (notice: Notice) => {
      sequence.current += 1;
      const id = `notice-${sequence.current}`;
      setItems((current) => [{ ...notice, id }, ...current]);
      const lifetimeMs = noticeLifetimeMs(notice);
      if (lifetimeMs !== undefined) window.setTimeout(() => dismiss(id), lifetimeMs);
    },
    [dismiss],
  );

  const value = useMemo(() => ({ items, notify, dismiss }), [items, notify, dismiss]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

/** Shows a message in the shell's Flashbar. */
export function useNotify(): (notice: Notice) => void {
  return useContext(NotificationsContext).notify;
}

/** The current messages and how to dismiss one. */
export function useNotices(): Pick<NotificationsValue, 'items' | 'dismiss'> {
  const { items, dismiss } = useContext(NotificationsContext);
  return { items, dismiss };
}

/** The Flashbar items of the current messages. */
export function useFlashbarItems(dismissLabel: string): FlashbarProps.MessageDefinition[] {
  const { items, dismiss } = useContext(NotificationsContext);
  return items.map((item) => flashItemOf(item, dismissLabel, () => dismiss(item.id)));
}
