import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';

export interface Notice {
  type: 'success' | 'error' | 'info' | 'warning';
  header?: string;
  content?: string;
  /** How long a success notice stays (default 5 s; the spec sets some toasts, e.g. 3 s for the contact form). */
  lifetimeMs?: number;
}

interface NotificationsValue {
  items: readonly (Notice & { id: string })[];
  notify: (notice: Notice) => void;
  dismiss: (id: string) => void;
}

const SUCCESS_LIFETIME_MS = 5000;

const NotificationsContext = createContext<NotificationsValue>({
  items: [],
  notify: () => undefined,
  dismiss: () => undefined,
});

/** The shell's Flashbar messages: success notices fade after 5 s, failures stay until dismissed. */
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
      setItems((current) => [...current, { ...notice, id }]);
      if (notice.type === 'success')
        window.setTimeout(() => dismiss(id), notice.lifetimeMs ?? SUCCESS_LIFETIME_MS);
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

/** The Flashbar items of the current messages. */
export function useFlashbarItems(dismissLabel: string): FlashbarProps.MessageDefinition[] {
  const { items, dismiss } = useContext(NotificationsContext);
  return items.map((item) => ({
    id: item.id,
    type: item.type,
    header: item.header,
    content: item.content,
    dismissible: true,
    dismissLabel,
    onDismiss: () => dismiss(item.id),
  }));
}
