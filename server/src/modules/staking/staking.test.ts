import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { modelSuite } from './staking-model.suite';

// The pool is one row: every test that changes it lives in this file, whose tests run one after another,
// each starting the pool afresh (test/helpers/staking-pool.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('staking model', () => modelSuite(() => t));
