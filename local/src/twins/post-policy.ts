import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * S3's checks of a browser POST upload (a presigned POST), done the way S3 does them, for the S3
 * twin (s3rver checks none): the SigV4 signature of the policy, its expiry, every condition
 * (exact, "eq", "starts-with", "content-length-range"), no form field outside the policy, and the
 * same error codes and statuses (AccessDenied 403, SignatureDoesNotMatch 403, InvalidAccessKeyId
 * 403, EntityTooLarge / EntityTooSmall 400, InvalidPolicyDocument 400).
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html
 */
export interface PostRefusal {
  status: number;
  code: string;
  message: string;
  /** Extra elements of the error XML (ProposedSize, MaxSizeAllowed, …). */
  details?: Record<string, string | number>;
}

export interface PostUpload {
  bucket: string;
  /** The form's text fields as sent (names in any case). */
  fields: Record<string, string>;
  file: { name: string; size: number } | undefined;
}

export interface PolicyCheckOptions {
  /** The secret of an access key id, undefined when the key is unknown. */
  secretOf: (accessKeyId: string) => string | undefined;
  now: Date;
}

type Condition = Record<string, unknown> | unknown[];

/** Fields the policy need not name (AWS: the signature, the policy itself, the file, x-ignore-*). */
function isExemptField(name: string): boolean {
  return ['policy', 'x-amz-signature', 'file'].includes(name) || name.startsWith('x-ignore-');
}

const denied = (message: string): PostRefusal => ({ status: 403, code: 'AccessDenied', message });
const policyFailed = (condition: unknown): PostRefusal =>
  denied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
const invalidPolicy = (message: string): PostRefusal => ({
  status: 400,
  code: 'InvalidPolicyDocument',
  message: `Invalid Policy: ${message}`,
});

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** The SigV4 signature of a POST policy: HMAC of the base64 policy with the scope's signing key. */
export function signPolicy(policyBase64: string, secret: string, date: string, region: string): string {
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(policyBase64, 'utf8').digest('hex');
}

/** The key id, date and region of an S3 signing credential, or undefined when it is not one. */
function credentialScope(credential: string) {
  const [accessKeyId = '', date = '', region = '', service, terminator] = credential.split('/');
  return service === 's3' && terminator === 'aws4_request' ? { accessKeyId, date, region } : undefined;
}

/** Compares two signatures in constant time. */
function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function checkSignature(fields: Record<string, string>, options: PolicyCheckOptions): PostRefusal | null {
  if (fields['x-amz-algorithm'] !== 'AWS4-HMAC-SHA256') return denied('Access Denied');
  const scope = credentialScope(fields['x-amz-credential'] ?? '');
  if (!scope) {
    return {
      status: 400,
      code: 'AuthorizationQueryParametersError',
      message: 'Error parsing the X-Amz-Credential parameter.',
    };
  }
  const secret = options.secretOf(scope.accessKeyId);
  if (secret === undefined) {
    return {
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
    };
  }
  const expected = signPolicy(fields.policy ?? '', secret, scope.date, scope.region);
  if (!sameSignature(expected, fields['x-amz-signature'] ?? '')) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message:
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    };
  }
  return null;
}

function parsePolicy(base64: string): { expiration: string; conditions: Condition[] } | PostRefusal {
  try {
    const policy: unknown = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
    if (typeof policy !== 'object' || policy === null) return invalidPolicy('Policy is not an object.');
    const { expiration, conditions } = policy as { expiration?: unknown; conditions?: unknown };
    if (typeof expiration !== 'string') return invalidPolicy('Policy missing expiration.');
    if (!Array.isArray(conditions)) return invalidPolicy('Policy missing conditions.');
    return { expiration, conditions: conditions as Condition[] };
  } catch {
    return invalidPolicy('Policy Document is not valid JSON.');
  }
}

/** The form's values as S3 compares them: names lower-case, ${filename} replaced in the key. */
function valuesOf(upload: PostUpload): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(upload.fields)) values[name.toLowerCase()] = value;
  if (values.key !== undefined && upload.file) {
    values.key = values.key.replaceAll('${filename}', upload.file.name);
  }
  values.bucket = upload.bucket;
  return values;
}

function checkSize(condition: unknown[], size: number): PostRefusal | null {
  const [, min, max] = condition.map(Number);
  if (!Number.isFinite(min) || !Number.isFinite(max)) return invalidPolicy('Invalid content-length-range.');
  if (size > (max as number)) {
    return {
      status: 400,
      code: 'EntityTooLarge',
      message: 'Your proposed upload exceeds the maximum allowed size',
      details: { ProposedSize: size, MaxSizeAllowed: max as number },
    };
  }
  if (size < (min as number)) {
    return {
      status: 400,
      code: 'EntityTooSmall',
      message: 'Your proposed upload is smaller than the minimum allowed size',
      details: { ProposedSize: size, MinSizeAllowed: min as number },
    };
  }
  return null;
}

/** An exact-match condition ({"name": "value"}, one or more fields). */
function checkExact(condition: Record<string, unknown>, values: Record<string, string>) {
  const entries = Object.entries(condition);
  for (const [name, value] of entries) {
    if (values[name.toLowerCase()] !== value) return policyFailed(['eq', `$${name}`, value]);
  }
  return { covers: entries.map(([name]) => name.toLowerCase()) };
}

/** The policy's comparison operators for a field condition. */
const OPERATORS = new Map<unknown, (actual: string, value: string) => boolean>([
  ['eq', (actual, value) => actual === value],
  ['starts-with', (actual, value) => actual.startsWith(value)],
]);

/** A field condition: ["eq" | "starts-with", "$field", "value"]. */
function checkField(
  condition: unknown[],
  values: Record<string, string>,
): { covers: string[] } | PostRefusal {
  const [operator, field, value] = condition;
  if (typeof field !== 'string' || !field.startsWith('$') || typeof value !== 'string') {
    return invalidPolicy(`Invalid condition ${JSON.stringify(condition)}.`);
  }
  const name = field.slice(1).toLowerCase();
  const matches = OPERATORS.get(operator);
  if (!matches) return invalidPolicy(`Unknown operator ${String(operator)}.`);
  return matches(values[name] ?? '', value) ? { covers: [name] } : policyFailed(condition);
}

/** One condition; returns the field names it covers, or a refusal. */
function checkCondition(
  condition: Condition,
  values: Record<string, string>,
  size: number,
): { covers: string[] } | PostRefusal {
  if (!Array.isArray(condition)) return checkExact(condition, values);
  if (condition[0] === 'content-length-range') return checkSize(condition, size) ?? { covers: [] };
  return checkField(condition, values);
}

/** Every condition in order: the field names they cover, or the first refusal. */
function checkConditions(
  conditions: Condition[],
  values: Record<string, string>,
  size: number,
): Set<string> | PostRefusal {
  const covered = new Set<string>();
  for (const condition of conditions) {
    const result = checkCondition(condition, values, size);
    if ('code' in result) return result;
    for (const name of result.covers) covered.add(name);
  }
  return covered;
}

function checkExpiration(expiration: string, now: Date): PostRefusal | null {
  const expires = Date.parse(expiration);
  if (!Number.isFinite(expires)) return invalidPolicy('Invalid Policy: Invalid expiration.');
  if (expires < now.getTime()) return denied('Invalid according to Policy: Policy expired.');
  return null;
}

/** null when S3 would accept the upload; otherwise how S3 refuses it. */
export function checkPostUpload(upload: PostUpload, options: PolicyCheckOptions): PostRefusal | null {
  const values = valuesOf(upload);
  if (!values.policy) return denied('Access Denied');
  if (!upload.file) {
    return {
      status: 400,
      code: 'InvalidArgument',
      message: 'POST requires exactly one file upload per request.',
    };
  }
  const signatureRefusal = checkSignature(values, options);
  if (signatureRefusal) return signatureRefusal;
  const policy = parsePolicy(values.policy);
  if ('code' in policy) return policy;
  const expired = checkExpiration(policy.expiration, options.now);
  if (expired) return expired;
  const covered = checkConditions(policy.conditions, values, upload.file.size);
  if (!(covered instanceof Set)) return covered;
  const extra = Object.keys(upload.fields)
    .map((name) => name.toLowerCase())
    .filter((name) => !isExemptField(name) && !covered.has(name));
  if (extra.length > 0) return denied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  return null;
}

/** S3's error document. */
export function errorXml(refusal: PostRefusal, requestId: string): string {
  const details = Object.entries(refusal.details ?? {})
    .map(([name, value]) => `<${name}>${String(value)}</${name}>`)
    .join('');
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${refusal.code}</Code><Message>${escape(refusal.message)}</Message>${details}` +
    `<RequestId>${requestId}</RequestId><HostId>careshift-local</HostId></Error>`
  );
}
