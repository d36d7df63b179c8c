import { beforeAll, describe, expect, it } from 'vitest';

import {
  positionCreate,
  positionRemove,
  positionsAll,
  positionsList,
  positionUpdate,
} from '@careshift/contract';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpHandler } from '../http/types';
import {
  administratorClaims,
  clientClaims,
  httpEvent,
  lambdaContext,
  partnerClaims,
} from '../testing/http-event';

const nurse = {
  name: 'Registered Nurse',
  normalDayHourlyRate: 1500,
  normalNightHourlyRate: 1800,
  holidayDayHourlyRate: 2200,
  holidayNightHourlyRate: 2600,
};

describe('positions area Lambda', () => {
  let handler: HttpHandler;
  const call = async (...args: Parameters<typeof httpEvent>) => {
    const result = await handler(httpEvent(...args), lambdaContext);
    return { status: result.statusCode, body: JSON.parse(result.body ?? 'null') };
  };

  beforeAll(async () => {
    const { tableName } = await createTestDb();
    process.env.TABLE_NAME = tableName;
    ({ handler } = await import('./handler'));
  });

  it('should let an administrator create a position with a readable id', async () => {
    const { status, body } = await call(positionCreate, { body: nurse, claims: administratorClaims });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'REGISTERED_NURSE', ...nurse });
  });

  it('should keep an optional Greek name, and drop it when an edit clears it', async () => {
    const created = await call(positionCreate, {
      body: { ...nurse, name: 'Midwife', nameEl: ' Μαία/Μαιευτής ' },
      claims: administratorClaims,
    });
    expect(created.body).toMatchObject({ id: 'MIDWIFE', name: 'Midwife', nameEl: 'Μαία/Μαιευτής' });
    const cleared = await call(positionUpdate, {
      path: { positionId: 'MIDWIFE' },
      body: { ...nurse, name: 'Midwife', nameEl: '' },
      claims: administratorClaims,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('nameEl');
    await call(positionRemove, { path: { positionId: 'MIDWIFE' }, claims: administratorClaims });
  });

  it('should give a second position of the same name its own id', async () => {
    const assistant = { ...nurse, name: 'Healthcare Assistant' };
    const first = await call(positionCreate, { body: assistant, claims: administratorClaims });
    expect(first.body.id).toBe('HEALTHCARE_ASSISTANT');
    const { body } = await call(positionCreate, { body: assistant, claims: administratorClaims });
    expect(body.id).toMatch(/^HEALTHCARE_ASSISTANT_[0-9A-F]{6}$/);
  });

  it('should refuse position changes from clients and partners and from anonymous callers', async () => {
    expect((await call(positionCreate, { body: nurse, claims: clientClaims })).status).toBe(403);
    expect((await call(positionCreate, { body: nurse, claims: partnerClaims })).status).toBe(403);
    expect((await call(positionCreate, { body: nurse })).status).toBe(401);
  });

  it('should reply 400 with the spec messages and write nothing for bad input', async () => {
    const before = (await call(positionsAll, { claims: administratorClaims })).body.items.length;
    const { status, body } = await call(positionCreate, {
      body: { ...nurse, name: '', normalDayHourlyRate: 12.5 },
      claims: administratorClaims,
    });
    expect(status).toBe(400);
    expect(body.code).toBe('INVALID_INPUT');
    expect(body.fieldErrors).toMatchObject({
      name: 'Value is required',
      normalDayHourlyRate: '2 decimals max',
    });
    expect((await call(positionsAll, { claims: administratorClaims })).body.items).toHaveLength(before);
  });

  it('should reply 400 for a body that is not JSON', async () => {
    const { status } = await call(positionCreate, { rawBody: '{oops', claims: administratorClaims });
    expect(status).toBe(400);
  });

  it('should hide TEST_POSITION ids from the public list and sort it by normal day rate', async () => {
    await call(positionCreate, {
      body: { ...nurse, name: 'Carer', normalDayHourlyRate: 900 },
      claims: administratorClaims,
    });
    await call(positionCreate, { body: { ...nurse, name: 'Test Position' }, claims: administratorClaims });
    const { status, body } = await call(positionsList);
    expect(status).toBe(200);
    const ids: string[] = body.items.map((p: { id: string }) => p.id);
    expect(ids.some((id) => id.includes('TEST_POSITION'))).toBe(false);
    const rates: number[] = body.items.map((p: { normalDayHourlyRate: number }) => p.normalDayHourlyRate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(ids[0]).toBe('CARER');
  });

  it('should update a position and 404 an unknown one', async () => {
    const paramedic = { ...nurse, name: 'Paramedic' };
    const created = await call(positionCreate, { body: paramedic, claims: administratorClaims });
    const updated = await call(positionUpdate, {
      path: { positionId: created.body.id },
      body: { ...paramedic, normalDayHourlyRate: 1600 },
      claims: administratorClaims,
    });
    expect(updated.body.normalDayHourlyRate).toBe(1600);
    const missing = await call(positionUpdate, {
      path: { positionId: 'NOPE' },
      body: nurse,
      claims: administratorClaims,
    });
    expect(missing.status).toBe(404);
  });

  it('should delete a position once', async () => {
    const created = await call(positionCreate, {
      body: { ...nurse, name: 'Physiotherapist' },
      claims: administratorClaims,
    });
    const path = { positionId: created.body.id };
    expect((await call(positionRemove, { path, claims: administratorClaims })).status).toBe(200);
    expect((await call(positionRemove, { path, claims: administratorClaims })).status).toBe(404);
  });
});
