import { describe, expect, it } from 'vitest';
import { openPglite, wrapPglite } from './client';

describe('embedded database (PGlite)', () => {
  it('lets the event loop turn between queued queries, inside a transaction too', async () => {
    const { client, close } = wrapPglite(await openPglite());
    try {
      const order: string[] = [];
      const queries = [1, 2, 3].map((n) => client.query(`select ${n}`).then(() => order.push(`query ${n}`)));
      const transaction = client.transaction(async (tx) => {
        await tx.query('select 4');
        order.push('transaction 1');
        await tx.query('select 5');
        order.push('transaction 2');
      });
      setImmediate(() => order.push('other work'));
      await Promise.all([...queries, transaction]);
      // Without the turn, every query ran before the other work was reached.
      expect(order.slice(0, order.indexOf('query 2'))).toContain('other work');
      expect(order.at(-1)).toBe('transaction 2');
    } finally {
      await close();
    }
  });
});
