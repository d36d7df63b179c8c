import type { Operation } from '@careshift/contract';
import { routeKey } from '@careshift/contract';

/** What the gateway reads of a contract operation: its route, who may call it and the Lambda serving it. */
export type GatewayOperation = Pick<Operation, 'id' | 'method' | 'path' | 'access' | 'area'>;

type Segment =
  { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'greedy'; name: string };

interface CompiledRoute {
  operation: GatewayOperation;
  routeKey: string;
  segments: Segment[];
}

export interface RouteMatch {
  operation: GatewayOperation;
  routeKey: string;
  pathParameters: Record<string, string> | undefined;
}

function compileSegment(text: string): Segment {
  const param = /^\{([A-Za-z0-9_]+)(\+?)\}$/.exec(text);
  if (!param) return { kind: 'literal', value: text };
  return param[2] ? { kind: 'greedy', name: param[1]! } : { kind: 'param', name: param[1]! };
}

const RANK = { literal: 0, param: 1, greedy: 2 } as const;

/**
 * API Gateway picks the most specific route: segment by segment a literal beats a {param},
 * which beats a {greedy+}; with equal prefixes the longer path wins.
 */
function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  const length = Math.max(a.segments.length, b.segments.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.segments[i];
    const y = b.segments[i];
    if (!x || !y) return x ? -1 : 1;
    if (RANK[x.kind] !== RANK[y.kind]) return RANK[x.kind] - RANK[y.kind];
  }
  return 0;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    const part = parts[i];
    if (segment.kind === 'greedy') {
      const rest = parts.slice(i);
      if (rest.length === 0 || rest.join('') === '') return undefined;
      params[segment.name] = rest.map(decode).join('/');
      return params;
    }
    if (part === undefined) return undefined;
    if (segment.kind === 'literal') {
      if (segment.value !== part) return undefined;
    } else {
      if (part === '') return undefined;
      params[segment.name] = decode(part);
    }
  }
  return parts.length === segments.length ? params : undefined;
}

/** The contract's operations as API Gateway routes (`METHOD /path/{param}`), matched like API Gateway. */
export function createRouteTable(operations: readonly GatewayOperation[]) {
  const routes: CompiledRoute[] = operations
    .map((operation) => ({
      operation,
      routeKey: routeKey(operation),
      segments: operation.path.split('/').slice(1).map(compileSegment),
    }))
    .sort(bySpecificity);
  const seen = new Set<string>();
  for (const route of routes) {
    if (seen.has(route.routeKey)) throw new Error(`Two operations share the route ${route.routeKey}`);
    seen.add(route.routeKey);
  }
  return {
    routes,
    match(method: string, rawPath: string): RouteMatch | undefined {
      const parts = rawPath.split('/').slice(1);
      for (const route of routes) {
        if (route.operation.method !== method) continue;
        const params = matchSegments(route.segments, parts);
        if (params) {
          return {
            operation: route.operation,
            routeKey: route.routeKey,
            pathParameters: Object.keys(params).length ? params : undefined,
          };
        }
      }
      return undefined;
    },
  };
}

export type RouteTable = ReturnType<typeof createRouteTable>;
