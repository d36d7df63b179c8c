import type { OfflineSnapshot } from './offline-snapshot';

/**
 * The partner's offline shifts in IndexedDB, one record per signed-in user (key: the Cognito
 * subject), so one user's shifts are never read for another; signing out deletes the database
 * (clear-offline-data.ts). Plain IndexedDB: three calls do not justify a library on the phone.
 */
export const OFFLINE_DB = 'careshift-offline';
const STORE = 'snapshots';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OFFLINE_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'userId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = use(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

/** Counts the deletions: a snapshot read before one (a sign-out) is not written after it. */
let deletions = 0;

/** Which deletion the store is at: what `saveSnapshot` compares with. */
export function storeGeneration(): number {
  return deletions;
}

/**
 * Keeps a snapshot (replacing the user's previous one), unless the store was deleted since
 * `generation` (the user signed out while their shifts were being read): nothing comes back.
 */
export async function saveSnapshot(snapshot: OfflineSnapshot, generation: number): Promise<boolean> {
  if (generation !== deletions) return false;
  await withStore('readwrite', (store) => store.put(snapshot));
  return true;
}

/** The user's snapshot, or undefined (none, or IndexedDB unavailable: private mode). */
export async function loadSnapshot(userId: string): Promise<OfflineSnapshot | undefined> {
  try {
    const found = await withStore<OfflineSnapshot | undefined>(
      'readonly',
      (store) => store.get(userId) as IDBRequest<OfflineSnapshot | undefined>,
    );
    return found?.userId === userId ? found : undefined;
  } catch {
    return undefined;
  }
}

/** Deletes every user's snapshot: the whole database. */
export function deleteOfflineDatabase(): Promise<void> {
  deletions += 1;
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB);
    // Blocked (another tab has it open): it is deleted once that tab lets go; nothing to wait for.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
