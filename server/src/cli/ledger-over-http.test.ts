import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { balanceOf, userAccount } from '../modules/ledger/ledger-accounts';
import { insertUser } from '../modules/users/users.repository';

describe('POST /api/v1/dev/ledger (DEV_LEDGER)', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    [on, off] = await Promise.all([createTestApp({ DEV_LEDGER: 'on' }), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([on?.close(), off?.close()]);
  });

  const ledger = (app: TestApp, args: string[], remoteAddress = '127.0.0.1') =>
    app.app.inject({ method: 'POST', url: '/api/v1/dev/ledger', payload: { args }, remoteAddress });

  it('runs the operator command on the running server, once per key, and refuses bad arguments with a 400', async () => {
    const db = on.app.ctx.database.db;
    const user = await insertUser(db, {
      email: 'ops-http@example.test',
      username: 'ops_http',
      activatedAt: new Date(),
    });
    const credit = ['credit', 'ops-http@example.test', '12.5', '--reason', 'e2e funding', '--key', 'http-1'];

    const first = await ledger(on, credit);
    expect(first.statusCode).toBe(200);
    expect(first.json().output).toBe('ops-http@example.test: credited 12.5 TOKEN; balance now 12.5');
    expect((await ledger(on, credit)).json().output).toContain('nothing changed');

    for (const [args, says] of [
      [['credit', 'ops-http@example.test', '0', '--reason', 'x'], 'positive number of tokens'],
      [['credit', 'ops-http@example.test', '1'], '--reason is required'],
      [['credit', 'nobody@example.test', '1', '--reason', 'x'], 'no user with e-mail'],
      [['mint', '1'], 'usage: npm run ledger'],
      [['credit', 'ops-http@example.test', '1', '--bogus'], 'usage: npm run ledger'],
    ] as const) {
      const refused = await ledger(on, [...args]);
      expect(refused.statusCode, args.join(' ')).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining(says) });
    }
    expect(await balanceOf(db, userAccount(user.id))).toBe(12_500_000_000_000_000_000n);
  });

  it('answers 404 to a caller on another machine, and on a server without DEV_LEDGER', async () => {
    const args = ['credit', 'ops-http@example.test', '1', '--reason', 'x'];
    expect((await ledger(on, args, '203.0.113.9')).statusCode).toBe(404);
    expect((await ledger(off, args)).statusCode).toBe(404);
  });
});
