import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { concurrencySuite } from './staking-concurrency.suite';
import { examplesSuite } from './staking-examples.suite';
import { httpSuite } from './staking-http.suite';
import { modelSuite } from './staking-model.suite';

// The pool is one row: every test that changes it lives in this file, whose tests run one after another,
// each starting the pool afresh (test/helpers/staking-pool.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const app = () => t;
describe('staking: worked examples', () => examplesSuite(app));
describe('staking: HTTP', () => httpSuite(app));
describe('staking: concurrency', () => concurrencySuite(app));
describe('staking: model', () => modelSuite(app));
