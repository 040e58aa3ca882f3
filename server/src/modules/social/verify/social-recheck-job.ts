import { defineJob } from '../../jobs/jobs.module';
import type { SocialChecks } from './social-checks.service';

export const SOCIAL_RECHECK = 'social.recheck';

interface RecheckData {
  userId: string;
  conditionId: string;
}

/**
 * The automatic re-check of a social check held by a provider's rate limit: one job per participant × condition
 * (`stately`: one waiting at a time), run when the hold ends, on one instance. Re-running is safe: it acts only on
 * a check still OPEN with a re-check time.
 */
export const socialRecheckJob = (checks: () => SocialChecks) =>
  defineJob<RecheckData>({
    name: SOCIAL_RECHECK,
    policy: 'stately',
    retry: { limit: 3, delaySeconds: 30 },
    expireInSeconds: 120,
    run: (data) => checks().recheck(data.userId, data.conditionId),
  });

/** The recheck key: one waiting job per participant × condition. */
export const recheckKey = (userId: string, conditionId: string) => `${userId}:${conditionId}`;
