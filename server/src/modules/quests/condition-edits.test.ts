import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCondition } from '../../../../test/factories/brands';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { buildUser } from '../../../../test/factories/users';
import { rawCallOf } from '../../../../test/helpers/api';
import { formOf } from '../../../../test/helpers/forms';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { openVisitLink } from '../../../../test/helpers/visit-link';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = rawCallOf(() => t.app);
const link = (id: string, url = 'https://example.com') => ({ id, network: 'WEB', action: 'VISIT_LINK', url });

describe('a condition that participants have verified is never deleted', () => {
  it('refuses an edit that leaves it out, or clears the list, with 409 and changes nothing', async () => {
    const { quest, owner } = await buildFundedQuest(t.app);
    await buildCondition(t.app, quest, 1);
    await buildCondition(t.app, quest, 2);
    const before = (await call('GET', `/quests/detail/${quest.id}`, owner.headers)).json();
    const [first, second, third] = before.conditions as Array<{ id: string }>;
    if (!first || !second || !third) throw new Error('fixture');

    const me = await buildUser(t.app, { type: 'INFLUENCER' });
    await call('POST', `/quests/${quest.id}/start`, me.headers);
    await openVisitLink(t.app, first.id, me.headers);
    expect((await call('POST', '/quests/verify', me.headers, { questConditionId: first.id })).json().status).toBe(
      'VERIFIED',
    );

    const shorter = await call('PUT', `/quests/${quest.id}`, owner.headers, formOf({ conditions: [link(second.id)] }));
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json()).toMatchObject({ code: 'CONDITION_IN_USE', message: expect.stringContaining('verified') });
    const cleared = await call('PUT', `/quests/${quest.id}`, owner.headers, formOf({ clearConditions: 'true' }));
    expect(cleared.statusCode).toBe(409);
    expect(cleared.json().code).toBe('CONDITION_IN_USE');

    const seen = (await call('GET', `/quests/${quest.id}/user-quest`, me.headers)).json();
    expect(seen.conditions).toHaveLength(3);
    expect(seen.conditions[0]).toMatchObject({ questConditionId: first.id, status: 'VERIFIED' });

    // Conditions nobody has verified may still go; the verified one stays with its check.
    const kept = await call(
      'PUT',
      `/quests/${quest.id}`,
      owner.headers,
      formOf({ conditions: [link(first.id), link(third.id, 'https://example.org')] }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().conditions.map((c: { id: string }) => c.id)).toEqual([first.id, third.id]);
    const after = (await call('GET', `/quests/${quest.id}/user-quest`, me.headers)).json();
    expect(after.conditions).toEqual([
      expect.objectContaining({ questConditionId: first.id, status: 'VERIFIED' }),
      expect.objectContaining({ questConditionId: third.id, status: 'NOT_DONE' }),
    ]);
  });
});
