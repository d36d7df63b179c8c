import type { OutboxChannel, OutboxMessage } from './message';

export interface OutboxClientWaitOptions {
  channel?: OutboxChannel;
  /** Only messages sent at or after this instant. */
  since?: Date | string;
  timeoutMs?: number;
  /** Only a message whose body matches (a sign-in code, not the welcome SMS sent just before it). */
  matching?: RegExp;
}

/**
 * Reads the outbox of a stack running in another process (the messaging twin's GET /outbox), for
 * integration and browser tests: `await outbox.waitFor('+35799000001', { channel: 'sms', since })`.
 */
export function createOutboxClient(url: string) {
  const query = (params: Record<string, string | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
    return `${url}/outbox?${search}`;
  };
  const sinceText = (since: Date | string | undefined) =>
    since instanceof Date ? since.toISOString() : since;

  return {
    async list(
      filter: { to?: string; channel?: OutboxChannel; since?: Date | string } = {},
    ): Promise<OutboxMessage[]> {
      const response = await fetch(
        query({ to: filter.to, channel: filter.channel, since: sinceText(filter.since) }),
      );
      if (!response.ok) throw new Error(`The outbox at ${url} answered ${response.status}`);
      return ((await response.json()) as { items: OutboxMessage[] }).items;
    },

    /**
     * The newest matching message, waiting up to `timeoutMs` (default 10 s) for one to arrive; with
     * `matching`, messages whose body does not match are passed over and the wait goes on.
     */
    async waitFor(to: string, options: OutboxClientWaitOptions = {}): Promise<OutboxMessage> {
      const timeoutMs = options.timeoutMs ?? 10_000;
      const deadline = Date.now() + timeoutMs;
      let since = sinceText(options.since);
      do {
        const waitMs = String(Math.max(0, deadline - Date.now()));
        const response = await fetch(query({ to, channel: options.channel, since, waitMs }));
        if (!response.ok) throw new Error(`The outbox at ${url} answered ${response.status}`);
        const { items } = (await response.json()) as { items: OutboxMessage[] };
        const found = items.filter((item) => !options.matching || options.matching.test(item.body)).at(-1);
        if (found) return found;
        const last = items.at(-1);
        if (last) since = new Date(Date.parse(last.at) + 1).toISOString();
      } while (Date.now() < deadline);
      throw new Error(
        `No ${options.channel ?? 'message'} to ${to}${options.matching ? ` matching ${options.matching}` : ''} arrived in the outbox within ${timeoutMs} ms`,
      );
    },

    async clear(): Promise<void> {
      await fetch(`${url}/outbox`, { method: 'DELETE' });
    },
  };
}

export type OutboxClient = ReturnType<typeof createOutboxClient>;
