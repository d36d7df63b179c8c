/** A decoded form field: text, or nested fields (`a[b][0][c]=…`, how the Stripe SDK encodes params). */
export type FormValue = string | FormFields | FormValue[];
export interface FormFields {
  [key: string]: FormValue;
}

function setPath(target: FormFields | FormValue[], path: string[], value: string): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  const index = Array.isArray(target) ? Number(head) : NaN;
  const container = target as Record<string, FormValue>;
  const key = Array.isArray(target) ? index : head;
  if (rest.length === 0) {
    container[key as string] = value;
    return;
  }
  const nextIsIndex = /^\d+$/.test(rest[0] ?? '');
  const existing = container[key as string];
  const child =
    existing !== undefined && typeof existing !== 'string' ? existing : nextIsIndex ? [] : ({} as FormFields);
  container[key as string] = child;
  setPath(child, rest, value);
}

/** Decodes an application/x-www-form-urlencoded body with bracketed keys into nested objects and lists. */
export function decodeForm(body: string): FormFields {
  const result: FormFields = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = name.replace(/\]/g, '').split('[');
    setPath(result, path, value);
  }
  return result;
}

/** A text field at a path (`field(form, 'metadata', 'invoiceId')`), or undefined. */
export function field(form: FormValue | undefined, ...path: (string | number)[]): string | undefined {
  let current: FormValue | undefined = form;
  for (const key of path) {
    if (current === undefined || typeof current === 'string') return undefined;
    current = (current as Record<string | number, FormValue>)[key];
  }
  return typeof current === 'string' ? current : undefined;
}

/** The text fields directly under a path (metadata), as a record. */
export function textFields(form: FormValue | undefined): Record<string, string> {
  if (form === undefined || typeof form === 'string' || Array.isArray(form)) return {};
  return Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
