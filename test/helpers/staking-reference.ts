// A reference implementation of docs/staking.md for the model test, written apart from the server's engine:
// one mutable object per pool, the rules read straight off the document, nothing shared with src/.
// Errors are answered as their code, so the test can compare refusals too.

export interface RefRules {
  week: bigint;
  maxLock: bigint;
  durationFactor: bigint;
  durationFactorOverdue: bigint;
  feePeriod: bigint;
  minAmount: bigint;
  performanceBps: bigint;
  withdrawBps: bigint;
  boostWeight: bigint;
}

export interface RefUser {
  shares: bigint;
  lastDepositedTime: bigint;
  cakeAtLastUserAction: bigint;
  lastUserActionTime: bigint;
  lockStartTime: bigint;
  lockEndTime: bigint;
  userBoostedShare: bigint;
  locked: boolean;
  lockedAmount: bigint;
  /** The user's token balance outside the pool. */
  wallet: bigint;
}

export class RefError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

const E12 = 1_000_000_000_000n;
const refuse = (code: string): never => {
  throw new RefError(code);
};
const floorDiv = (a: bigint, b: bigint) => a / b; // both non-negative here: bigint division truncates = floors

export class RefPool {
  TS = 0n;
  debt = 0n;
  lockedTotal = 0n;
  R = 0n;
  rewards = 0n;
  lastRewardTime = 0n;
  treasuryIn = 0n;
  users = new Map<string, RefUser>();

  constructor(
    readonly rules: RefRules,
    readonly emission: { perSecond: bigint; alloc: bigint; totalAlloc: bigint },
  ) {}

  user(id: string): RefUser {
    let u = this.users.get(id);
    if (!u) {
      u = {
        shares: 0n,
        lastDepositedTime: 0n,
        cakeAtLastUserAction: 0n,
        lastUserActionTime: 0n,
        lockStartTime: 0n,
        lockEndTime: 0n,
        userBoostedShare: 0n,
        locked: false,
        lockedAmount: 0n,
        wallet: 0n,
      };
      this.users.set(id, u);
    }
    return u;
  }

  /** A copy of the whole state, to put back when an action is refused half-way. */
  snapshot() {
    const { TS, debt, lockedTotal, R, rewards, lastRewardTime, treasuryIn } = this;
    const users = new Map([...this.users].map(([id, u]) => [id, { ...u }]));
    return { TS, debt, lockedTotal, R, rewards, lastRewardTime, treasuryIn, users };
  }

  restore(saved: ReturnType<RefPool['snapshot']>) {
    Object.assign(this, saved);
  }

  /** The user's value at `now` with the emission due so far, without changing anything. */
  valueAt(id: string, now: bigint): bigint {
    const saved = this.snapshot();
    this.harvest(now);
    const value = this.valueOf(this.user(id));
    this.restore(saved);
    return value;
  }

  get B() {
    return this.R + this.debt;
  }

  valueOf(u: RefUser): bigint {
    if (u.shares === 0n) return 0n;
    const v = floorDiv(this.B * u.shares, this.TS) - u.userBoostedShare;
    return v < 0n ? 0n : v;
  }

  /** "added to R on every action before anything else"; an empty pool earns nothing. */
  private harvest(now: bigint) {
    if (this.TS > 0n && now > this.lastRewardTime && this.emission.totalAlloc > 0n) {
      const due = floorDiv(
        this.emission.perSecond * (now - this.lastRewardTime) * this.emission.alloc,
        this.emission.totalAlloc,
      );
      let paid = due;
      if (paid > this.rewards) paid = this.rewards;
      this.rewards -= paid;
      this.R += paid;
    }
    if (now > this.lastRewardTime) this.lastRewardTime = now;
  }

  private sharesFor(amount: bigint, base: bigint) {
    return this.TS === 0n || base <= 0n ? amount : floorDiv(amount * this.TS, base);
  }

  private fee(amount: bigint) {
    this.R -= amount;
    this.treasuryIn += amount;
  }

  private settle(u: RefUser, now: bigint) {
    if (u.shares === 0n) return;
    let V = this.valueOf(u);
    if (u.locked) {
      this.debt -= u.userBoostedShare;
      u.userBoostedShare = 0n;
      this.TS -= u.shares;
      if (now > u.lockEndTime + this.rules.week) {
        let late = now - u.lockEndTime - this.rules.week;
        if (late > this.rules.durationFactorOverdue) late = this.rules.durationFactorOverdue;
        const earnings = V > u.lockedAmount ? V - u.lockedAmount : 0n;
        const fee = floorDiv(earnings * floorDiv(late * E12, this.rules.durationFactorOverdue), E12);
        this.fee(fee);
        V -= fee;
      }
    } else {
      V = floorDiv(this.B * u.shares, this.TS);
      this.TS -= u.shares;
      const earned = V > u.cakeAtLastUserAction ? V - u.cakeAtLastUserAction : 0n;
      const fee = floorDiv(earned * this.rules.performanceBps, 10_000n);
      this.fee(fee);
      V -= fee;
    }
    u.shares = this.sharesFor(V, this.B - V);
    this.TS += u.shares;
    if (u.locked && u.lockEndTime < now) {
      this.lockedTotal -= u.lockedAmount;
      u.locked = false;
      u.lockStartTime = 0n;
      u.lockEndTime = 0n;
      u.lockedAmount = 0n;
    }
  }

  deposit(id: string, amount: bigint, duration: bigint, now: bigint) {
    const u = this.user(id);
    if (amount === 0n && duration === 0n) refuse('NOTHING_TO_DEPOSIT');
    if ((u.shares === 0n || amount > 0n) && !(amount > this.rules.minAmount)) refuse('AMOUNT_TOO_SMALL');
    const running = u.lockEndTime >= now;
    // The lock the user ends up with, measured from its (re)start.
    const start = running && amount === 0n ? u.lockStartTime : now;
    const total = duration + (running ? u.lockEndTime - start : 0n);
    if (duration > 0n && total < this.rules.week) refuse('LOCK_DURATION_OUT_OF_RANGE');
    if (total > this.rules.maxLock) refuse('LOCK_DURATION_OUT_OF_RANGE');
    if (amount > u.wallet) refuse('INSUFFICIENT_BALANCE');

    if (running && amount > 0n) {
      u.lockStartTime = now;
      this.lockedTotal -= u.lockedAmount;
      u.lockedAmount = 0n;
    }
    this.harvest(now);
    if (this.TS === 0n) {
      this.treasuryIn += this.R;
      this.R = 0n;
    }
    this.settle(u, now);
    if (duration > 0n) {
      if (u.lockEndTime < now) {
        u.lockStartTime = now;
        u.lockEndTime = now + duration;
      } else u.lockEndTime += duration;
      u.locked = true;
    }
    const P = this.B;
    u.wallet -= amount;
    this.R += amount;
    let A = amount;
    let merged = 0n;
    if (u.locked && u.shares > 0n) {
      merged = floorDiv(P * u.shares, this.TS);
      A += merged;
      this.TS -= u.shares;
      u.shares = 0n;
      if (u.lockStartTime === now) {
        this.lockedTotal += merged - u.lockedAmount;
        u.lockedAmount = merged;
      }
    }
    let s = this.sharesFor(A, P - merged);
    if (u.lockEndTime > u.lockStartTime) {
      const w = floorDiv((u.lockEndTime - u.lockStartTime) * this.rules.boostWeight, this.rules.durationFactor);
      s += floorDiv(w * s, E12);
      const boost = floorDiv(w * A, E12);
      u.userBoostedShare += boost;
      this.debt += boost;
      u.lockedAmount += amount;
      this.lockedTotal += amount;
    }
    u.shares += s;
    this.TS += s;
    if (amount > 0n || duration > 0n) u.lastDepositedTime = now;
    u.cakeAtLastUserAction = this.valueOf(u);
    u.lastUserActionTime = now;
  }

  /** Answers the payout. */
  withdraw(id: string, all: boolean, amount: bigint, now: bigint): bigint {
    const u = this.user(id);
    if (u.shares === 0n) refuse('NOTHING_STAKED');
    if (!all && !(amount > this.rules.minAmount)) refuse('AMOUNT_TOO_SMALL');
    if (u.lockEndTime >= now) refuse('STILL_LOCKED');
    this.harvest(now);
    this.settle(u, now);
    let c = u.shares;
    if (!all) {
      if (amount > this.valueOf(u)) refuse('WITHDRAW_EXCEEDS_STAKE');
      c = floorDiv(amount * this.TS, this.B);
      if (c > u.shares) c = u.shares;
    }
    let pay = floorDiv(this.B * c, this.TS);
    u.shares -= c;
    this.TS -= c;
    if (now < u.lastDepositedTime + this.rules.feePeriod) {
      const fee = floorDiv(pay * this.rules.withdrawBps, 10_000n);
      this.fee(fee);
      pay -= fee;
    }
    this.R -= pay;
    u.wallet += pay;
    u.cakeAtLastUserAction = u.shares > 0n ? floorDiv(u.shares * this.B, this.TS) : 0n;
    u.lastUserActionTime = now;
    return pay;
  }

  unlock(id: string, now: bigint) {
    const u = this.user(id);
    if (!u.locked || u.shares === 0n || u.lockEndTime >= now) refuse('NOT_UNLOCKABLE');
    this.harvest(now);
    this.settle(u, now);
    u.cakeAtLastUserAction = this.valueOf(u);
    u.lastUserActionTime = now;
  }
}
