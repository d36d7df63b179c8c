import { describe, expect, it } from 'vitest';

import { onDemand } from './on-demand';

interface Store {
  read(key: string): Promise<string>;
  write(key: string, value: string): Promise<void>;
}

function memoryStore(): Store & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    read: async (key) => values.get(key) ?? '',
    write: async (key, value) => {
      values.set(key, value);
    },
  };
}

describe('onDemand', () => {
  it('should load the real object on the first call only, and pass calls and results through', async () => {
    const real = memoryStore();
    let loads = 0;
    const store = onDemand<Store>(
      async () => {
        loads += 1;
        return real;
      },
      { read: true, write: true },
    );
    expect(loads).toBe(0);
    await store.write('a', 'one');
    expect(await store.read('a')).toBe('one');
    expect(real.values.get('a')).toBe('one');
    expect(loads).toBe(1);
  });

  it('should keep every named method when spread, and try a failed load again', async () => {
    let attempts = 0;
    const store = onDemand<Store>(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('no network');
        return memoryStore();
      },
      { read: true, write: true },
    );
    const spread = { ...store };
    expect(Object.keys(spread).sort()).toEqual(['read', 'write']);
    await expect(spread.read('x')).rejects.toThrow('no network');
    await expect(spread.read('x')).resolves.toBe('');
    expect(attempts).toBe(2);
  });
});
