import type { Operation } from '@careshift/contract/operation';

/** A caller's request in its loose runtime form: the parts an operation declares. */
export interface LooseRequest {
  path?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface BuiltRequest {
  url: string;
  method: Operation['method'];
  headers: Record<string, string>;
  body?: string;
}

function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/{(\w+)}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

function queryString(query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null) params.append(name, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The HTTP request for an operation of the contract: {param} path parts, query string, JSON body. */
export function buildRequest(operation: Operation, request: LooseRequest, token?: string): BuiltRequest {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const built: BuiltRequest = {
    url: `${fillPath(operation.path, request.path)}${queryString(request.query)}`,
    method: operation.method,
    headers,
  };
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    built.body = JSON.stringify(request.body);
  }
  return built;
}
