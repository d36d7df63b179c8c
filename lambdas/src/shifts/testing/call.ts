import type { Operation } from '@careshift/contract';

import type { HttpHandler } from '../../http/types';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import type { EventOptions } from '../../testing/http-event';

export interface Reply {
  status: number;
  headers: Record<string, string | number | boolean>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test replies are read loosely
  body: any;
  raw: string;
}

/** Calls an area handler as API Gateway would and reads the reply (JSON parsed, files left raw). */
export function caller(handler: () => HttpHandler) {
  return async (operation: Operation, options: EventOptions = {}): Promise<Reply> => {
    const result = await handler()(httpEvent(operation, options), lambdaContext);
    const headers = result.headers ?? {};
    const raw = result.body ?? '';
    const json = String(headers['content-type'] ?? '').includes('json');
    return { status: result.statusCode ?? 0, headers, body: json ? JSON.parse(raw || 'null') : raw, raw };
  };
}
