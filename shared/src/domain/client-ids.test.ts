import { z } from 'zod/mini';
import { newClientId } from './client-ids';

describe('ids made in the browser', () => {
  test('are UUIDs the contract accepts, also without crypto.randomUUID (plain http)', () => {
    const randomUUID = crypto.randomUUID;
    const ids = [newClientId()];
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      for (let i = 0; i < 50; i += 1) ids.push(newClientId());
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
    for (const id of ids) expect(z.uuid().safeParse(id).success).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
