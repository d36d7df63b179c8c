import { randomUUID } from 'node:crypto';

import { formatOutboxMessage } from './format';
import type { NewOutboxMessage, OutboxChannel, OutboxFilter, OutboxMessage } from './message';
import { normaliseRecipient } from './message';

export interface WaitForOptions extends Omit<OutboxFilter, 'to'> {
  timeoutMs?: number;
  match?: (message: OutboxMessage) => boolean;
}

export interface OutboxOptions {
  /** Where each message is printed; `false` prints nothing. Default: the terminal. */
  print?: ((text: string) => void) | false;
}

type Listener = (message: OutboxMessage) => void;

/**
 * Where SMS codes and e-mails land locally (DESIGN.md "Local stack"): the SNS/SES twin and the
 * auth twin append to it, the terminal shows each message, tests read and wait for them.
 */
export class Outbox {
  private readonly messages: OutboxMessage[] = [];
  private readonly listeners = new Set<Listener>();
  private readonly print: ((text: string) => void) | false;

  constructor(options: OutboxOptions = {}) {
    this.print = options.print ?? ((text) => console.log(text));
  }

  append(message: NewOutboxMessage): OutboxMessage {
    const stored: OutboxMessage = {
      ...message,
      id: randomUUID(),
      at: message.at ?? new Date().toISOString(),
    };
    this.messages.push(stored);
    if (this.print) this.print(formatOutboxMessage(stored));
    for (const listener of this.listeners) listener(stored);
    return stored;
  }

  /** Messages in the order they were sent. */
  list(filter: OutboxFilter = {}): OutboxMessage[] {
    return this.messages.filter((message) => matches(message, filter));
  }

  /** The newest message to a recipient, if any. */
  latest(to: string, channel?: OutboxChannel): OutboxMessage | undefined {
    return this.list({ to, channel }).at(-1);
  }

  /**
   * Resolves with the newest matching message already in the outbox, or the next one to arrive;
   * rejects after `timeoutMs` (default 10 s). Pass `since` to ignore older messages.
   */
  waitFor(to: string, options: WaitForOptions = {}): Promise<OutboxMessage> {
    const filter: OutboxFilter = { to, channel: options.channel, since: options.since };
    const accept = (message: OutboxMessage) =>
      matches(message, filter) && (options.match ? options.match(message) : true);
    const existing = this.messages.filter(accept).at(-1);
    if (existing) return Promise.resolve(existing);
    const timeoutMs = options.timeoutMs ?? 10_000;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        unsubscribe();
        reject(
          new Error(
            `No ${options.channel ?? 'message'} to ${to} arrived in the outbox within ${timeoutMs} ms`,
          ),
        );
      }, timeoutMs);
      const unsubscribe = this.subscribe((message) => {
        if (!accept(message)) return;
        clearTimeout(timer);
        unsubscribe();
        resolve(message);
      });
    });
  }

  /** Calls the listener for each message appended from now on; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.messages.length = 0;
  }
}

function matches(message: OutboxMessage, filter: OutboxFilter): boolean {
  if (filter.channel && message.channel !== filter.channel) return false;
  if (filter.to && normaliseRecipient(message.to) !== normaliseRecipient(filter.to)) return false;
  if (filter.since !== undefined) {
    const since = filter.since instanceof Date ? filter.since.getTime() : Date.parse(filter.since);
    if (Date.parse(message.at) < since) return false;
  }
  return true;
}
