import { missingMember, invalidParameter } from './errors';

/** The JSON body of a call, as sent by the AWS SDK or aws-amplify. */
export type ActionInput = Record<string, unknown>;

export function requiredString(input: ActionInput, member: string): string {
  const value = input[member];
  if (value === undefined || value === null || value === '') throw missingMember(member);
  if (typeof value !== 'string') throw invalidParameter(`${member} must be a string.`);
  return value;
}

export function optionalString(input: ActionInput, member: string): string | undefined {
  const value = input[member];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidParameter(`${member} must be a string.`);
  return value;
}

/** A string map such as AuthParameters, ChallengeResponses or ClientMetadata. */
export function stringMap(input: ActionInput, member: string): Record<string, string> {
  const value = input[member];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParameter(`${member} must be a map.`);
  const entries = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

export interface AttributeInput {
  Name: string;
  Value: string;
}

/** A list of {Name, Value} attributes (UserAttributes). */
export function attributeList(input: ActionInput, member: string): AttributeInput[] {
  const value = input[member];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalidParameter(`${member} must be a list.`);
  return value.map((item: unknown) => {
    const { Name, Value } = (item ?? {}) as { Name?: unknown; Value?: unknown };
    if (typeof Name !== 'string' || Name === '') throw missingMember(`${member}.member.name`);
    return { Name, Value: typeof Value === 'string' ? Value : '' };
  });
}
