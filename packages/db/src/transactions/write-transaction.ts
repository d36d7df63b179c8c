import type { DbService } from '../service';

type TransactionBuilder = Parameters<DbService['transaction']['write']>[0];

/** DynamoDB's limit on the items of one TransactWriteItems. */
export const MAX_TRANSACTION_ITEMS = 100;
const MAX_ATTEMPTS = 6;

/** The outcome of a transaction: on refusal, DynamoDB's reason per item in the order they were given. */
export type TransactionOutcome = { ok: true } | { ok: false; reasons: string[] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes one TransactWriteItems. A refusal for a failed condition comes back as `{ ok: false, reasons }`
 * (the caller knows which item carried which condition); a refusal only because another transaction
 * held one of the items (TransactionConflict, frequent on the aggregate items) is retried with jitter,
 * unless the caller asks for it back at once (`retryConflicts: false`) to decide by reading again.
 */
export async function writeTransaction(
  db: DbService,
  build: TransactionBuilder,
  options: { retryConflicts?: boolean } = {},
): Promise<TransactionOutcome> {
  const attempts = options.retryConflicts === false ? 1 : MAX_ATTEMPTS;
  for (let attempt = 1; ; attempt += 1) {
    const result = await db.transaction.write(build).go();
    if (!result.canceled) return { ok: true };
    const reasons = (result.data as { code?: string }[]).map((entry) => entry.code ?? 'None');
    const conflictOnly =
      reasons.includes('TransactionConflict') &&
      !reasons.some((reason) => reason === 'ConditionalCheckFailed');
    if (!conflictOnly || attempt >= attempts) return { ok: false, reasons };
    await sleep(Math.random() * 20 * 2 ** attempt);
  }
}

/** True when the item at `index` was refused for its condition. */
export function failedAt(outcome: TransactionOutcome, index: number): boolean {
  return !outcome.ok && outcome.reasons[index] === 'ConditionalCheckFailed';
}

/** The entities a transaction builder receives (each with `.commit()` for its operations). */
export type TransactionEntities = Parameters<TransactionBuilder>[0];
/** One item of a transaction, as returned by `.commit()`. */
export type TransactionItem = ReturnType<TransactionBuilder>[number];
