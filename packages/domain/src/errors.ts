/**
 * Typed domain errors. The API maps them to HTTP statuses in exactly one module
 * (NotAllowedError 403, NotFoundError 404, ConflictError 409, ValidationError 400, ThrottledError 429,
 * DeliveryFailedError 502); map by `instanceof` on the six base classes, and send `code` to the client as the stable machine code.
 */
export abstract class DomainError extends Error {
  /** A stable machine-readable code, sent in the `{message, code}` error reply. */
  abstract readonly code: string;
  /** Values the message names (a refused claim's held shift, licence day…), sent as the reply's `params`. */
  params?: Record<string, string | number>;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The viewer's role or ownership does not allow the operation (HTTP 403). */
export class NotAllowedError extends DomainError {
  readonly code: string;

  constructor(message = 'You are not allowed to do this.', code = 'NOT_ALLOWED') {
    super(message);
    this.code = code;
  }
}

/** The addressed item does not exist, or the viewer may not know that it does (HTTP 404). */
export class NotFoundError extends DomainError {
  readonly code: string;

  constructor(message = 'Not found.', code = 'NOT_FOUND') {
    super(message);
    this.code = code;
  }
}

/** The item is not in a state that allows the operation (HTTP 409). */
export class ConflictError extends DomainError {
  readonly code: string;

  constructor(message = 'The item has changed; reload and try again.', code = 'CONFLICT') {
    super(message);
    this.code = code;
  }
}

/** Someone else claimed the shift first (HTTP 409). */
export class ShiftAlreadyClaimedError extends ConflictError {
  constructor(message = 'This shift has already been claimed.') {
    super(message, 'SHIFT_ALREADY_CLAIMED');
  }
}

/** A shift status move that the transition table does not allow (HTTP 409). */
export class InvalidShiftTransitionError extends ConflictError {
  constructor(message = 'This shift cannot move to that status.') {
    super(message, 'INVALID_SHIFT_TRANSITION');
  }
}

/** Invalid input, with one message per field where known (HTTP 400). */
export class ValidationError extends DomainError {
  readonly code: string;
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(message: string, fieldErrors: Record<string, string> = {}, code = 'INVALID_INPUT') {
    super(message);
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

/** Too many attempts in a time window (HTTP 429). */
export class ThrottledError extends DomainError {
  readonly code: string;
  /** Seconds after which a retry may succeed, when known. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message = 'Too many attempts. Try again later.',
    retryAfterSeconds?: number,
    code = 'THROTTLED',
  ) {
    super(message);
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Another organisation's service refused or did not answer; nothing was changed here (HTTP 502). */
export class DeliveryFailedError extends DomainError {
  readonly code: string;

  constructor(message = 'The receiving service did not accept the delivery.', code = 'DELIVERY_FAILED') {
    super(message);
    this.code = code;
  }
}
