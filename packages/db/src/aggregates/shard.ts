import { AGGREGATE_SHARDS } from '../entities/aggregates';

/** The aggregate shard an item always adds to: a stable hash of its id. */
export function shardOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % AGGREGATE_SHARDS;
}
