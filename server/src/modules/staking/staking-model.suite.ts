import { formatTokens } from '@questboard/contract/money';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories/users';
import { checkLedger } from '../../../../test/helpers/ledger-invariants';
import { resetStakingPool } from '../../../../test/helpers/staking-pool';
import { RefError, RefPool, type RefRules } from '../../../../test/helpers/staking-reference';
import type { TestApp } from '../../../../test/helpers/test-app';
import { AppError } from '../../lib/app-error';
import { balanceOf, creditUser, userAccount } from '../ledger/ledger.module';
import { allPositions, loadPool, loadPosition } from './staking.repository';
import { StakingService } from './staking.service';
import { stakingParams } from './staking-params';

const params = stakingParams();
const rules: RefRules = {
  week: 604_800n,
  maxLock: 31_536_000n,
  durationFactor: 31_536_000n,
  durationFactorOverdue: 15_552_000n,
  feePeriod: 259_200n,
  minAmount: 10_000_000_000_000n,
  performanceBps: 200n,
  withdrawBps: 10n,
  boostWeight: 20_000_000_000_000n,
};
const TOKEN = 10n ** 18n;

type Command =
  | { kind: 'deposit'; who: number; amount: bigint; duration: bigint }
  | { kind: 'withdraw'; who: number; all: boolean; amount: bigint }
  | { kind: 'unlock'; who: number }
  | { kind: 'advance'; seconds: bigint };

const who = fc.integer({ min: 0, max: 2 });
const amount = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(0n, rules.minAmount, rules.minAmount + 1n) },
  { weight: 6, arbitrary: fc.bigInt({ min: rules.minAmount, max: 300n * TOKEN }) },
  { weight: 1, arbitrary: fc.bigInt({ min: 300n * TOKEN, max: 3_000n * TOKEN }) },
);
const withdrawAmount = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(rules.minAmount, rules.minAmount + 1n) },
  { weight: 6, arbitrary: fc.bigInt({ min: rules.minAmount, max: 60n * TOKEN }) },
  { weight: 1, arbitrary: fc.bigInt({ min: 60n * TOKEN, max: 3_000n * TOKEN }) },
);
const duration = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0n) },
  { weight: 1, arbitrary: fc.constantFrom(rules.week - 1n, rules.week, rules.maxLock, rules.maxLock + 1n) },
  { weight: 2, arbitrary: fc.bigInt({ min: rules.week, max: rules.maxLock }) },
);
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('deposit' as const), who, amount, duration }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('deposit' as const), who, amount: fc.constant(0n), duration }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('withdraw' as const), who, all: fc.boolean(), amount: withdrawAmount }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unlock' as const), who }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      seconds: fc.oneof(
        fc.bigInt({ min: 0n, max: 3_600n }),
        fc.bigInt({ min: 0n, max: 3n * rules.week }),
        fc.bigInt({ min: rules.maxLock, max: rules.maxLock + 200n * 86_400n }),
      ),
    }),
  },
);
/** Everyone starts with a position (flexible or locked), so withdrawals and unlocks have something to act on. */
const opening = fc.tuple(
  ...[0, 1, 2].map((n) =>
    fc.record({
      kind: fc.constant('deposit' as const),
      who: fc.constant(n),
      amount: fc.bigInt({ min: TOKEN, max: 300n * TOKEN }),
      duration: fc.oneof(fc.constant(0n), fc.bigInt({ min: rules.week, max: rules.maxLock })),
    }),
  ),
);
const setup = fc.record({
  rewardPerSecond: fc.constantFrom(0n, 10n ** 15n, TOKEN, 123_456_789_123_456_789n),
  rewards: fc.constantFrom(0n, 100n * TOKEN, 1_000_000n * TOKEN),
  alloc: fc.constantFrom([1, 1], [3, 10]),
});

/** Runs one command on the service and on the reference; both must accept it or refuse it with the same code. */
async function step(service: StakingService, ref: RefPool, people: BuiltUser[], cmd: Command, now: bigint) {
  if (cmd.kind === 'advance') return;
  const person = people[cmd.who];
  if (!person) throw new Error('no such person');
  const id = person.user.id;
  const saved = ref.snapshot();
  const valueBefore = ref.valueAt(id, now);
  let refused: string | undefined;
  let payout = 0n;
  try {
    if (cmd.kind === 'deposit') ref.deposit(id, cmd.amount, cmd.duration, now);
    else if (cmd.kind === 'withdraw') payout = ref.withdraw(id, cmd.all, cmd.amount, now);
    else ref.unlock(id, now);
  } catch (error) {
    if (!(error instanceof RefError)) throw error;
    refused = error.code;
    ref.restore(saved);
  }
  let answered: string | undefined;
  try {
    if (cmd.kind === 'deposit') {
      await service.deposit(id, { amount: formatTokens(cmd.amount), lockDuration: Number(cmd.duration) });
    } else if (cmd.kind === 'withdraw') {
      const type = cmd.all ? 'WITHDRAW_ALL' : 'WITHDRAW_BY_AMOUNT';
      const result = await service.withdraw(id, { type, amount: formatTokens(cmd.amount) });
      expect(result.amount).toBe(formatTokens(payout));
    } else await service.unlock(id);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.statusCode).toBeGreaterThanOrEqual(400);
    expect(error.statusCode).toBeLessThan(500);
    answered = error.code;
  }
  expect({ cmd: cmd.kind, answered }).toEqual({ cmd: cmd.kind, answered: refused });
  // Nobody takes out more than their share plus what it earned.
  expect(payout <= valueBefore).toBe(true);
}

/** The database holds exactly the reference's state, and the invariants of docs/staking.md hold. */
async function compare(t: TestApp, ref: RefPool, people: BuiltUser[]) {
  const db = t.app.ctx.db;
  const pool = await loadPool(db);
  expect({
    TS: pool.totalShares,
    debt: pool.totalBoostDebt,
    locked: pool.totalLockedAmount,
    R: pool.balance,
    rewards: pool.rewardsBalance,
    last: pool.lastRewardTime,
  }).toEqual({
    TS: ref.TS,
    debt: ref.debt,
    locked: ref.lockedTotal,
    R: ref.R,
    rewards: ref.rewards,
    last: ref.lastRewardTime,
  });
  for (const person of people) {
    const { wallet, ...expected } = ref.user(person.user.id);
    expect(await loadPosition(db, person.user.id)).toEqual(expected);
    expect(await balanceOf(db, userAccount(person.user.id))).toBe(wallet);
  }
  const positions = await allPositions(db);
  const sum = (pick: (p: (typeof positions)[number]) => bigint) => positions.reduce((s, p) => s + pick(p), 0n);
  expect(sum((p) => p.shares)).toBe(pool.totalShares);
  expect(sum((p) => p.userBoostedShare)).toBe(pool.totalBoostDebt);
  expect(sum((p) => p.lockedAmount)).toBe(pool.totalLockedAmount);
  const withdrawable = people.reduce((s, p) => s + ref.valueOf(ref.user(p.user.id)), 0n);
  expect(pool.balance >= withdrawable).toBe(true);
  expect(await checkLedger(db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
}

/** The fast-check model test of issue 13: random sequences by three users against the reference model. */
export function modelSuite(get: () => TestApp) {
  it('matches the reference model to the base unit after every step of random sequences', async () => {
    const t = get();
    const db = t.app.ctx.db;
    const people = [await buildUser(t.app), await buildUser(t.app), await buildUser(t.app)];
    await fc.assert(
      fc.asyncProperty(setup, opening, fc.array(command, { minLength: 4, maxLength: 30 }), async (s, open, rest) => {
        const commands: Command[] = [...open, ...rest];
        const [alloc, totalAlloc] = s.alloc as [number, number];
        await resetStakingPool(db, { ...s, allocPoint: alloc, totalAllocPoint: totalAlloc });
        let now = 1_000_000n;
        const service = new StakingService(db, params, () => now);
        const ref = new RefPool(rules, {
          perSecond: s.rewardPerSecond,
          alloc: BigInt(alloc),
          totalAlloc: BigInt(totalAlloc),
        });
        ref.rewards = s.rewards;
        for (const person of people) {
          await creditUser(db, { userId: person.user.id, amount: 1_000n * TOKEN, reason: 'model test' });
          ref.user(person.user.id).wallet = await balanceOf(db, userAccount(person.user.id));
        }
        for (const cmd of commands) {
          if (cmd.kind === 'advance') now += cmd.seconds;
          await step(service, ref, people, cmd, now);
          await compare(t, ref, people);
        }
      }),
      { numRuns: 25 },
    );
  }, 600_000);
}
