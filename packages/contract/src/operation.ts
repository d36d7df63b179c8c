import type * as z from 'zod/mini';

import type { Role } from '@careshift/domain';

/** The Lambda area that serves an operation: one function per area in AWS. */
export const AREAS = [
  'positions',
  'settings',
  'clients',
  'partners',
  'documents',
  'shifts',
  'invoices',
  'payments',
  'exports',
  'stats',
  'sign-in-roles',
  'system-users',
  'public',
  'attendance',
  /** What a partner's phone calls on opening the app, in a Lambda that carries nothing else (issue 37). */
  'partner-path',
] as const;
export type Area = (typeof AREAS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an operation: 'public' needs no sign-in, otherwise the roles allowed. */
export type Access = 'public' | readonly Role[];

type AnyObject = z.core.$ZodObject;

export interface OperationInput {
  path?: AnyObject;
  query?: AnyObject;
  body?: z.core.$ZodType;
}

/**
 * One row of the operation table (DESIGN.md "One contract, many consumers").
 * infra wires API Gateway routes from it, the local gateway serves it, the web calls it through
 * a typed client, the security tests enumerate it and docs/api.md is generated from it.
 */
export interface Operation<
  I extends OperationInput = OperationInput,
  O extends z.core.$ZodType = z.core.$ZodType,
  A extends Access = Access,
> {
  id: string;
  method: HttpMethod;
  /** API Gateway path with {param} placeholders, always under /api. */
  path: `/api/${string}`;
  /** Kept literal by `defineOperation`, so a handler knows by type whether its caller is signed in. */
  access: A;
  area: Area;
  summary: string;
  input: I;
  output: O;
}

export function defineOperation<
  const I extends OperationInput,
  O extends z.core.$ZodType,
  const A extends Access,
>(operation: Operation<I, O, A>): Operation<I, O, A> {
  return operation;
}

/** `GET /api/positions` — the API Gateway route key of an operation. */
export function routeKey(operation: Pick<Operation, 'method' | 'path'>): string {
  return `${operation.method} ${operation.path}`;
}

type Infer<T> = T extends z.core.$ZodType ? z.input<T> : never;
type Parsed<T> = T extends z.core.$ZodType ? z.output<T> : never;

/** What a caller sends: only the parts the operation declares. */
export type OperationRequest<Op extends Operation> = {
  [K in keyof Op['input'] as Op['input'][K] extends z.core.$ZodType ? K : never]: Infer<Op['input'][K]>;
};

/** What a handler receives after parsing. */
export type OperationParsedInput<Op extends Operation> = {
  [K in keyof Op['input'] as Op['input'][K] extends z.core.$ZodType ? K : never]: Parsed<Op['input'][K]>;
};

export type OperationOutput<Op extends Operation> = z.output<Op['output']>;
