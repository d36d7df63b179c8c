import { routeKey } from '@careshift/contract';
import type { Operation } from '@careshift/contract';

import { loadAreaHandler } from '../../areas';
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

/**
 * The area Lambda API Gateway sends the operation to: the given handler when it serves it, else the area
 * the contract names (a test of the shifts area also claims, which the partner-path area serves).
 */
async function handlerFor(handler: HttpHandler, operation: Operation): Promise<HttpHandler> {
  const served = (handler as Partial<{ routeKeys: readonly string[] }>).routeKeys;
  if (!served || served.includes(routeKey(operation))) return handler;
  return loadAreaHandler(operation.area);
}

/** Calls an operation as API Gateway would and reads the reply (JSON parsed, files left raw). */
export function caller(handler: () => HttpHandler) {
  return async (operation: Operation, options: EventOptions = {}): Promise<Reply> => {
    const serving = await handlerFor(handler(), operation);
    const result = await serving(httpEvent(operation, options), lambdaContext);
    const headers = result.headers ?? {};
    const raw = result.body ?? '';
    const json = String(headers['content-type'] ?? '').includes('json');
    return { status: result.statusCode ?? 0, headers, body: json ? JSON.parse(raw || 'null') : raw, raw };
  };
}
