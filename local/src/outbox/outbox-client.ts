import type { OutboxChannel, OutboxMessage } from './message';

export interface OutboxClientWaitOptions {
  channel?: OutboxChannel;
  /** Only messages sent at or after this instant. */
  since?: Date | string;
  timeoutMs?: number;
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

    /** The newest matching message, waiting up to `timeoutMs` (default 10 s) for one to arrive. */
    async waitFor(to: string, options: OutboxClientWaitOptions = {}): Promise<OutboxMessage> {
      const timeoutMs = options.timeoutMs ?? 10_000;
      const response = await fetch(
        query({ to, channel: options.channel, since: sinceText(options.since), waitMs: String(timeoutMs) }),
      );
      if (!response.ok) throw new Error(`The outbox at ${url} answered ${response.status}`);
      const { items } = (await response.json()) as { items: OutboxMessage[] };
      const newest = items.at(-1);
      if (!newest)
        throw new Error(
          `No ${options.channel ?? 'message'} to ${to} arrived in the outbox within ${timeoutMs} ms`,
        );
      return newest;
    },

    async clear(): Promise<void> {
      await fetch(`${url}/outbox`, { method: 'DELETE' });
    },
  };
}

export type OutboxClient = ReturnType<typeof createOutboxClient>;
