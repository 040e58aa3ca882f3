import type { ErrorBody } from '@questboard/contract/errors';
import { participationApi } from '@questboard/contract/participation';
import { questsApi } from '@questboard/contract/quests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCondition } from '../../../../test/factories/brands';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { formOf } from '../../../../test/helpers/forms';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { openVisitLink } from '../../../../test/helpers/visit-link';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

const link = (id: string, url = 'https://example.com') => ({ id, network: 'WEB', action: 'VISIT_LINK', url });

describe('a condition that participants have verified is never deleted', () => {
  it('refuses an edit that leaves it out, or clears the list, with 409 and changes nothing', async () => {
    const { quest, owner } = await buildFundedQuest(t.app);
    await buildCondition(t.app, quest, 1);
    await buildCondition(t.app, quest, 2);
    const before = (await api(questsApi.detail, { params: { id: quest.id }, headers: owner.headers })).json();
    const [first, second, third] = before.conditions as Array<{ id: string }>;
    if (!first || !second || !third) throw new Error('fixture');

    const me = await buildUser(t.app, { type: 'INFLUENCER' });
    await api(participationApi.start, { params: { id: quest.id }, headers: me.headers });
    await openVisitLink(t.app, first.id, me.headers);
    expect(
      (await api(participationApi.verify, { headers: me.headers, body: { questConditionId: first.id } })).json().status,
    ).toBe('VERIFIED');

    const shorter = await api(questsApi.update, {
      params: { id: quest.id },
      headers: owner.headers,
      body: formOf({ conditions: [link(second.id)] }),
    });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json()).toMatchObject({ code: 'CONDITION_IN_USE', message: expect.stringContaining('verified') });
    const cleared = await api(questsApi.update, {
      params: { id: quest.id },
      headers: owner.headers,
      body: formOf({ clearConditions: 'true' }),
    });
    expect(cleared.statusCode).toBe(409);
    expect(cleared.json<ErrorBody>().code).toBe('CONDITION_IN_USE');

    const seen = (await api(participationApi.userQuest, { params: { id: quest.id }, headers: me.headers })).json();
    expect(seen.conditions).toHaveLength(3);
    expect(seen.conditions[0]).toMatchObject({ questConditionId: first.id, status: 'VERIFIED' });

    // Conditions nobody has verified may still go; the verified one stays with its check.
    const kept = await api(questsApi.update, {
      params: { id: quest.id },
      headers: owner.headers,
      body: formOf({ conditions: [link(first.id), link(third.id, 'https://example.org')] }),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().conditions.map((c: { id: string }) => c.id)).toEqual([first.id, third.id]);
    const after = (await api(participationApi.userQuest, { params: { id: quest.id }, headers: me.headers })).json();
    expect(after.conditions).toEqual([
      expect.objectContaining({ questConditionId: first.id, status: 'VERIFIED' }),
      expect.objectContaining({ questConditionId: third.id, status: 'NOT_DONE' }),
    ]);
  });
});
