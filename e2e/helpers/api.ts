import type { QuestDetail } from '@questboard/contract/quests';
import { solveChallenge } from 'altcha-lib/v1';
import { latestMail, PASSWORD } from './auth';

type Tokens = { accessToken: string; refreshToken: string };

/** One API call as a client makes it; a non-2xx answer throws with the server's body. */
async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  opts: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers,
    body: opts.form ?? (opts.json === undefined ? undefined : JSON.stringify(opts.json)),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A solved ALTCHA sign-up challenge, as the web app's widget sends it. */
async function botToken(baseUrl: string, action = 'register'): Promise<string> {
  const challenge = await call<{ challenge: string; salt: string; algorithm: string; maxnumber?: number }>(
    baseUrl,
    'GET',
    `/captcha/challenge?action=${action}`,
  );
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  return Buffer.from(JSON.stringify({ ...challenge, number: solution?.number })).toString('base64');
}

/** Signs up through the API without activating (a stranger pre-registering an address is one such caller). */
export async function signUpWithoutActivating(baseUrl: string, email: string, password: string): Promise<void> {
  const recaptcha = await botToken(baseUrl);
  await call(baseUrl, 'POST', '/users/sign-up', { json: { email, password, recaptcha } });
}

/** The status a sign-in through the API answers. */
export async function signInStatus(baseUrl: string, email: string, password: string): Promise<number> {
  const recaptcha = await botToken(baseUrl, 'login');
  const response = await fetch(`${baseUrl}/api/v1/users/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, recaptcha }),
  });
  return response.status;
}

/** Signs up and activates an account through the API (e-mailed code from the dev mailbox); answers its tokens. */
export async function signUpThroughApi(
  baseUrl: string,
  email: string,
  type: 'BUSINESS' | 'INFLUENCER',
): Promise<Tokens> {
  const recaptcha = await botToken(baseUrl);
  await call(baseUrl, 'POST', '/users/sign-up', { json: { email, password: PASSWORD, type, recaptcha } });
  const { code } = await latestMail(baseUrl, email);
  return call<Tokens>(baseUrl, 'POST', '/users/active', { json: { email, code } });
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** An active brand and a quest draft of it, live for a week, with `fields` (its conditions) added to the form. */
async function brandWithQuestDraft(
  baseUrl: string,
  token: string,
  opts: { title: string; reward: string; description: string; fields: Record<string, string> },
): Promise<QuestDetail> {
  const brand = await call<{ id: string }>(baseUrl, 'POST', '/brands', {
    token,
    form: form({
      name: `Brand ${opts.title}`,
      description: 'Brand made by the end-to-end test.',
      'categories[]': 'defi',
    }),
  });
  await call(baseUrl, 'PUT', `/brands/${brand.id}/status`, { token, json: { status: 'ACTIVE' } });
  const hour = 3_600_000;
  return call<QuestDetail>(baseUrl, 'POST', '/quests', {
    token,
    form: form({
      brandId: brand.id,
      title: opts.title,
      description: opts.description,
      rewardAmount: opts.reward,
      'categories[]': 'defi',
      startAt: new Date(Date.now() - hour).toISOString(),
      endAt: new Date(Date.now() + 7 * 24 * hour).toISOString(),
      ...opts.fields,
    }),
  });
}

/**
 * An active brand and a quest draft live for a week with two conditions the platform checks itself
 * (visit `visitUrl`, a quiz whose answer is "An exchange") and one text task, all through the API.
 */
export async function createQuestDraft(
  baseUrl: string,
  token: string,
  opts: { title: string; reward: string; visitUrl: string },
): Promise<QuestDetail> {
  const quest = await brandWithQuestDraft(baseUrl, token, {
    ...opts,
    description: 'Visit our site, answer one question and tell us what you think.',
    fields: {
      'conditions[0].network': 'WEB',
      'conditions[0].action': 'VISIT_LINK',
      'conditions[0].url': opts.visitUrl,
      'conditions[1].network': 'WEB',
      'conditions[1].action': 'QUIZ',
      'conditions[1].question': 'What is a DEX?',
      'conditions[1].options[0]': 'An exchange',
      'conditions[1].options[1]': 'A wallet',
      'conditions[1].answerIndex': '0',
    },
  });
  await call(baseUrl, 'POST', '/tasks', {
    token,
    json: { questId: quest.id, title: 'Tell us what you think', resultType: 'TEXT', review: 'AUTO' },
  });
  return call<QuestDetail>(baseUrl, 'GET', `/quests/detail/${quest.id}`, { token });
}

/** A brand's quest draft whose one condition is holding at least `minAmount` of `token` on the chain `chainId`. */
export function createHoldTokenQuestDraft(
  baseUrl: string,
  token: string,
  opts: { title: string; reward: string; chainId: number; contract: string; minAmount: string },
): Promise<QuestDetail> {
  return brandWithQuestDraft(baseUrl, token, {
    ...opts,
    description: 'Hold our token and earn a reward.',
    fields: {
      'conditions[0].network': 'CHAIN',
      'conditions[0].action': 'HOLD_TOKEN',
      'conditions[0].chainId': String(opts.chainId),
      'conditions[0].contract': opts.contract,
      'conditions[0].minAmount': opts.minAmount,
    },
  });
}

/** An active brand of the signed-in owner, made through the API; answers its id. */
export async function activeBrandThroughApi(baseUrl: string, token: string, name: string): Promise<string> {
  const brand = await call<{ id: string }>(baseUrl, 'POST', '/brands', {
    token,
    form: form({ name, description: 'Brand made by the end-to-end test.', 'categories[]': 'defi' }),
  });
  await call(baseUrl, 'PUT', `/brands/${brand.id}/status`, { token, json: { status: 'ACTIVE' } });
  return brand.id;
}

/** Publishes a draft with `amount` tokens in escrow, as the brand owner. */
export async function publishThroughApi(baseUrl: string, token: string, questId: string, amount: string) {
  await call(baseUrl, 'POST', `/quests/${questId}/publish`, { token, json: { amount } });
}

/** Starts a live quest as the signed-in participant. */
export async function startQuestThroughApi(baseUrl: string, token: string, questId: string) {
  await call(baseUrl, 'POST', `/quests/${questId}/start`, { token });
}

/** Signs in through the API (with a solved bot check); answers the tokens. */
export async function signInThroughApi(baseUrl: string, email: string, password = PASSWORD): Promise<Tokens> {
  const recaptcha = await botToken(baseUrl, 'login');
  return call<Tokens>(baseUrl, 'POST', '/users/sign-in', { json: { email, password, recaptcha } });
}

/** The owner approves every check and result of a quest that waits for review; answers how many there were. */
export async function approveAllReviews(baseUrl: string, token: string, questId: string): Promise<number> {
  const { items } = await call<{ items: { kind: 'CONDITION' | 'TASK'; id: string }[] }>(
    baseUrl,
    'GET',
    `/quests/${questId}/reviews`,
    { token },
  );
  if (items.length === 0) return 0;
  await call(baseUrl, 'POST', `/quests/${questId}/reviews/decide`, {
    token,
    json: { items: items.map(({ kind, id }) => ({ kind, id })), approve: true },
  });
  return items.length;
}

/** An active brand and a quest draft live for a week whose one condition is a FOLLOW of `@handle` on X. */
export function createFollowQuestDraft(
  baseUrl: string,
  token: string,
  opts: { title: string; reward: string; handle: string },
): Promise<QuestDetail> {
  return brandWithQuestDraft(baseUrl, token, {
    ...opts,
    description: 'Follow us on X.',
    fields: {
      'conditions[0].network': 'TWITTER',
      'conditions[0].action': 'FOLLOW',
      'conditions[0].handle': opts.handle,
    },
  });
}

/** Stakes `amount` tokens, locked for `lockDuration` seconds (0: flexible), as the signed-in user. */
export async function stakeThroughApi(baseUrl: string, token: string, amount: string, lockDuration: number) {
  await call(baseUrl, 'POST', '/staking/deposit', { token, json: { amount, lockDuration } });
}

/** The user's staking position as the API serves it. */
export function stakingPosition(baseUrl: string, token: string) {
  return call<{ position: { lockEndTime: string | null; overdueFeeFrom: string | null } }>(
    baseUrl,
    'GET',
    '/staking/staking-user-data',
    { token },
  ).then((data) => data.position);
}

/** Ends a published quest now, as its brand owner. */
export async function endQuestThroughApi(baseUrl: string, token: string, questId: string) {
  await call(baseUrl, 'POST', `/quests/${questId}/end-quest`, { token });
}
