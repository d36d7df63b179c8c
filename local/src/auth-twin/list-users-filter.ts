import { invalidParameter } from './errors';
import type { TwinUser } from './user-store';

/** The attributes ListUsers can filter on (as the service documents). */
const FILTERABLE = new Set([
  'username',
  'email',
  'phone_number',
  'name',
  'given_name',
  'family_name',
  'preferred_username',
  'cognito:user_status',
  'status',
  'sub',
]);

const FILTER_PATTERN = /^\s*"?([\w:]+)"?\s*(=|\^=)\s*"((?:[^"\\]|\\.)*)"\s*$/;

export type UserFilter = (user: TwinUser) => boolean;

function valueOf(user: TwinUser, attribute: string): string | undefined {
  if (attribute === 'username') return user.username;
  if (attribute === 'cognito:user_status') return user.status;
  if (attribute === 'status') return user.enabled ? 'Enabled' : 'Disabled';
  return user.attributes.get(attribute);
}

/** Parses ListUsers' Filter: `attribute = "value"` (exact) or `attribute ^= "value"` (prefix). */
export function parseUserFilter(filter: string | undefined): UserFilter {
  if (filter === undefined || filter.trim() === '') return () => true;
  const match = FILTER_PATTERN.exec(filter);
  const [, attribute = '', operator, raw = ''] = match ?? [];
  if (!match || !FILTERABLE.has(attribute)) throw invalidParameter('Invalid search filter');
  const wanted = raw.replace(/\\(.)/g, '$1');
  return (user) => {
    const value = valueOf(user, attribute);
    if (value === undefined) return false;
    return operator === '=' ? value === wanted : value.startsWith(wanted);
  };
}
