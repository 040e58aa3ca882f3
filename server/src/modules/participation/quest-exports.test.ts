import { apiKeysApi } from '@questboard/contract/api-keys';
import type { ErrorBody } from '@questboard/contract/errors';
import { BRAND_STATISTICS_COLUMNS, EXPORT_COLUMNS, exportsApi, STATISTICS_COLUMNS } from '@questboard/contract/exports';
import { participationApi } from '@questboard/contract/participation';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCondition, buildQuest, buildTasks } from '../../../../test/factories/brands';
import { buildFundedQuest, buildParticipants } from '../../../../test/factories/rewards';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { conditionChecks, taskResults, userQuests } from '../../db/schema/participation';
import { viewerOf } from '../../lib/viewer';
import { QuestExports } from './quest-exports';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const rowsOf = (csv: string) =>
  csv
    .trim()
    .split('\n')
    .map((line) => line.split(','));

/** A funded quest with 3 participants who completed it, 2 of whom claimed their reward. */
async function questWithClaims() {
  const funded = await buildFundedQuest(t.app, { reward: '2.5', amount: '20' });
  const people = await buildParticipants(t.app, 3, { questId: funded.quest.id, status: 'COMPLETED' });
  for (const person of people.slice(0, 2)) {
    const paid = await api(participationApi.claim, { params: { id: funded.quest.id }, headers: person.headers });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return { ...funded, people };
}

describe('CSV exports of a quest', () => {
  it("streams the owner a quest's participants and its claims as CSV files", async () => {
    const { owner, quest, people } = await questWithClaims();
    const participants = await api(exportsApi.participants, { params: { id: quest.id }, headers: owner.headers });
    expect(participants.statusCode, participants.body).toBe(200);
    expect(participants.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(participants.headers['content-disposition']).toBe(
      `attachment; filename="quest-${quest.id}-participants.csv"`,
    );
    const [header, ...rows] = rowsOf(participants.body);
    expect(header).toEqual([
      'user_id',
      'username',
      'status',
      'started_at',
      'completed_at',
      'claimed_at',
      'claimed_amount',
    ]);
    expect(rows.map((r) => r[0]).sort()).toEqual(people.map((p) => p.id).sort());
    expect(rows.filter((r) => r[2] === 'CLAIMED').map((r) => r[6])).toEqual(['2.5', '2.5']);
    expect(rows.find((r) => r[2] === 'COMPLETED')?.[6]).toBe('');

    const claims = await api(exportsApi.claims, { params: { id: quest.id }, headers: owner.headers });
    expect(claims.statusCode).toBe(200);
    const [claimHeader, ...claimRows] = rowsOf(claims.body);
    expect(claimHeader).toEqual(['user_id', 'username', 'claimed_at', 'amount']);
    expect(claimRows.map((r) => r[0]).sort()).toEqual(
      people
        .slice(0, 2)
        .map((p) => p.id)
        .sort(),
    );
    expect(claimRows.every((r) => r[3] === '2.5' && !Number.isNaN(Date.parse(r[2] ?? '')))).toBe(true);
  });

  it('refuses someone else with 403 and serves the brand’s read key, not another brand’s', async () => {
    const { owner, brand, quest } = await questWithClaims();
    const stranger = await buildUser(t.app, { type: 'BUSINESS' });
    const refused = await api(exportsApi.claims, { params: { id: quest.id }, headers: stranger.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().code).toBe('FORBIDDEN');

    const made = await api(apiKeysApi.create, {
      params: { id: brand.id },
      headers: owner.headers,
      body: { name: 'Exports', scope: 'read' },
    });
    const key = { authorization: `Bearer ${made.json().secret}` };
    const byKey = await api(exportsApi.participants, { params: { id: quest.id }, headers: key });
    expect(byKey.statusCode).toBe(200);
    expect(rowsOf(byKey.body)).toHaveLength(4);
    const other = await buildFundedQuest(t.app);
    const elsewhere = await api(exportsApi.participants, { params: { id: other.quest.id }, headers: key });
    expect(elsewhere.statusCode).toBe(403);
  });

  it("streams a brand's participants and claims across its quests, for its owner and its key only", async () => {
    const { owner, brand, quest, people } = await questWithClaims();
    const second = await buildQuest(t.app, brand, { status: 'PUBLISHED' });
    const others = await buildParticipants(t.app, 2, { questId: second.id, status: 'COMPLETED' });
    const participants = await api(exportsApi.brandParticipants, { params: { id: brand.id }, headers: owner.headers });
    expect(participants.statusCode, participants.body).toBe(200);
    expect(participants.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(participants.headers['content-disposition']).toBe(
      `attachment; filename="brand-${brand.id}-participants.csv"`,
    );
    const [header, ...rows] = rowsOf(participants.body);
    expect(header).toEqual(['quest_id', 'quest_slug', ...EXPORT_COLUMNS.participants]);
    expect(
      rows
        .filter((r) => r[0] === quest.id)
        .map((r) => r[2])
        .sort(),
    ).toEqual(people.map((p) => p.id).sort());
    expect(
      rows
        .filter((r) => r[0] === second.id)
        .map((r) => r[2])
        .sort(),
    ).toEqual(others.map((p) => p.id).sort());
    expect(rows.find((r) => r[0] === second.id)?.[1]).toBe(second.slug);

    const claims = await api(exportsApi.brandClaims, { params: { id: brand.id }, headers: owner.headers });
    const [claimHeader, ...claimRows] = rowsOf(claims.body);
    expect(claimHeader).toEqual(['quest_id', 'quest_slug', ...EXPORT_COLUMNS.claims]);
    expect(claimRows).toHaveLength(2);
    expect(claimRows.every((r) => r[0] === quest.id && r[5] === '2.5')).toBe(true);

    const stranger = await buildUser(t.app, { type: 'BUSINESS' });
    const refused = await api(exportsApi.brandClaims, { params: { id: brand.id }, headers: stranger.headers });
    expect(refused.statusCode).toBe(403);
    const made = await api(apiKeysApi.create, {
      params: { id: brand.id },
      headers: owner.headers,
      body: { name: 'Brand exports', scope: 'read' },
    });
    const key = { authorization: `Bearer ${made.json().secret}` };
    const byKey = await api(exportsApi.brandParticipants, { params: { id: brand.id }, headers: key });
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(rowsOf(byKey.body)).toHaveLength(6);
    const other = await buildFundedQuest(t.app);
    const elsewhere = await api(exportsApi.brandParticipants, { params: { id: other.brand.id }, headers: key });
    expect([403, 404]).toContain(elsewhere.statusCode);
  });

  it("streams what participants submitted, task by task then condition by condition, with the review's state", async () => {
    const { owner, brand, quest, people } = await questWithClaims();
    const [first, second] = people;
    const [task] = await buildTasks(t.app, quest, owner.user.id, 1, 'MANUAL');
    const condition = await buildCondition(t.app, quest, 1);
    await t.app.ctx.db.insert(taskResults).values([
      {
        taskId: task?.id ?? '',
        questId: quest.id,
        userId: first?.id ?? '',
        result: 'https://example.com/a, "b"',
        status: 'VERIFIED',
      },
      {
        taskId: task?.id ?? '',
        questId: quest.id,
        userId: second?.id ?? '',
        result: '=HYPERLINK("https://evil.example","win")',
        status: 'REJECTED',
        note: 'Too short.',
      },
    ]);
    await t.app.ctx.db.insert(conditionChecks).values([
      {
        questConditionId: condition?.id ?? '',
        questId: quest.id,
        userId: first?.id ?? '',
        status: 'PENDING',
        proof: 'proof.png',
      },
      { questConditionId: condition?.id ?? '', questId: quest.id, userId: second?.id ?? '', status: 'OPEN' },
    ]);

    const submissions = await api(exportsApi.submissions, { params: { id: quest.id }, headers: owner.headers });
    expect(submissions.statusCode, submissions.body).toBe(200);
    expect(submissions.headers['content-disposition']).toBe(`attachment; filename="quest-${quest.id}-submissions.csv"`);
    const records = parse(submissions.body, { columns: true }) as Array<Record<string, string>>;
    expect(Object.keys(records[0] ?? {})).toEqual([...EXPORT_COLUMNS.submissions]);
    // The OPEN check (a link opened, nothing sent) is not a submission; a formula someone typed stays text.
    expect(records.map((r) => [r.item, r.user_id, r.status, r.answer, r.note])).toEqual([
      ...[
        ['task', first?.id, 'VERIFIED', 'https://example.com/a, "b"', ''],
        ['task', second?.id, 'REJECTED', '\'=HYPERLINK("https://evil.example","win")', 'Too short.'],
      ].sort((a, b) => ((a[1] ?? '') < (b[1] ?? '') ? -1 : 1)),
      ['condition', first?.id, 'PENDING', 'proof.png', ''],
    ]);
    expect(records[0]?.title).toBe(task?.title);
    expect(records[2]?.title).toBe('WEB VISIT_LINK');

    const ofBrand = await api(exportsApi.brandSubmissions, { params: { id: brand.id }, headers: owner.headers });
    const brandRecords = parse(ofBrand.body, { columns: true }) as Array<Record<string, string>>;
    expect(brandRecords).toHaveLength(3);
    expect(brandRecords.every((r) => r.quest_id === quest.id && r.quest_slug === quest.slug)).toBe(true);

    const stranger = await buildUser(t.app, { type: 'BUSINESS' });
    const refused = await api(exportsApi.submissions, { params: { id: quest.id }, headers: stranger.headers });
    expect(refused.statusCode).toBe(403);
  });

  it("gives a quest's statistics per day and a brand's quests with their totals", async () => {
    const { owner, brand, quest } = await questWithClaims();
    const draft = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const today = new Date().toISOString().slice(0, 10);

    const perDay = await api(exportsApi.statistics, { params: { id: quest.id }, headers: owner.headers });
    expect(perDay.statusCode, perDay.body).toBe(200);
    expect(perDay.headers['content-type']).toBe('text/csv; charset=utf-8');
    const days = parse(perDay.body, { columns: true }) as Array<Record<string, string>>;
    expect(Object.keys(days[0] ?? {})).toEqual([...STATISTICS_COLUMNS]);
    expect(days.find((d) => d.date === today)).toMatchObject({ participants: '3', claims: '2', paid: '5' });

    const totals = await api(exportsApi.brandStatistics, { params: { id: brand.id }, headers: owner.headers });
    expect(totals.statusCode, totals.body).toBe(200);
    const byQuest = parse(totals.body, { columns: true }) as Array<Record<string, string>>;
    expect(Object.keys(byQuest[0] ?? {})).toEqual([...BRAND_STATISTICS_COLUMNS]);
    expect(byQuest.map((q) => q.quest_id)).toEqual([quest.id, draft.id]);
    expect(byQuest[0]).toMatchObject({ participants: '3', completions: '3', claims: '2', paid: '5', funded: '20' });
    expect(byQuest[1]).toMatchObject({ status: 'DRAFT', participants: '0', paid: '0', remaining: '0', funded: '0' });
    // Each row holds the figures the dashboard shows for that quest alone.
    const shown = (await api(questFundsApi.statistics, { params: { id: quest.id }, headers: owner.headers })).json();
    expect(byQuest[0]).toMatchObject({
      participants: String(shown.participants),
      completions: String(shown.completions),
      claims: String(shown.claims),
      paid: shown.paid,
      remaining: shown.remaining,
      funded: shown.funded,
      reclaimed: shown.reclaimed,
    });

    const stranger = await buildUser(t.app, { type: 'BUSINESS' });
    for (const call of [
      api(exportsApi.statistics, { params: { id: quest.id }, headers: stranger.headers }),
      api(exportsApi.brandStatistics, { params: { id: brand.id }, headers: stranger.headers }),
    ]) {
      expect((await call).statusCode).toBe(403);
    }
  });

  it('reads page after page without losing or repeating rows that share a time', async () => {
    const { owner, quest, people } = await questWithClaims();
    const same = new Date('2026-01-01T00:00:00Z');
    await t.app.ctx.db.update(userQuests).set({ startedAt: same }).where(eq(userQuests.questId, quest.id));
    const stream = await new QuestExports(t.app.ctx.db, 2).csv(viewerOf(owner.user), quest.id, 'participants');
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    const ids = rowsOf(text)
      .slice(1)
      .map((r) => r[0]);
    expect(ids.sort()).toEqual(people.map((p) => p.id).sort());
  });

  it('reads each row once when start times differ by microseconds within one millisecond', async () => {
    const { owner, quest, people } = await questWithClaims();
    // PostgreSQL keeps microseconds (now() has them); a cursor kept as a JavaScript Date would lose them.
    await t.app.ctx.db.execute(sql`
      update user_quests set started_at = '2026-01-01T00:00:00.000Z'::timestamptz + make_interval(secs => n / 1e6)
        from (select id, row_number() over (order by id) as n from user_quests where quest_id = ${quest.id}) o
       where o.id = user_quests.id`);
    const stream = await new QuestExports(t.app.ctx.db, 2).csv(viewerOf(owner.user), quest.id, 'participants');
    let text = '';
    for await (const chunk of stream) {
      text += String(chunk);
      // A cursor that loses the microseconds reads the first page again and again: stop it, and see the repeats.
      if (text.split('\n').length > 20) break;
    }
    const rows = rowsOf(text).slice(1);
    expect(rows.map((r) => r[0]).sort()).toEqual(people.map((p) => p.id).sort());
    // Times are written as Date#toISOString writes them: UTC to the millisecond.
    expect(rows.map((r) => r[3])).toEqual(Array(3).fill('2026-01-01T00:00:00.000Z'));
    const [completed] = await t.app.ctx.db
      .select({ at: userQuests.completedAt })
      .from(userQuests)
      .where(and(eq(userQuests.questId, quest.id), eq(userQuests.userId, rows[0]?.[0] ?? '')));
    expect(rows[0]?.[4]).toBe(completed?.at?.toISOString());
  });
});
