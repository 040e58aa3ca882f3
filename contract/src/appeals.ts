import { z } from 'zod';
import { RuleStatus } from './eligibility';
import { endpoint } from './endpoint';
import { idParam } from './lists';

/** A refused person's request for review of a quest's eligibility rules, and the brand's decision (issue 41). */
export const APPEAL_STATUSES = ['PENDING', 'ACCEPTED', 'REFUSED'] as const;
export const APPEAL_LIMITS = { messageMax: 1000, reasonMax: 500 } as const;

export const AppealBody = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Say why the brand should let you take part')
    .max(APPEAL_LIMITS.messageMax, `At most ${APPEAL_LIMITS.messageMax} characters`),
});
export type AppealBody = z.infer<typeof AppealBody>;

export const AppealDecisionBody = z.object({
  accept: z.boolean(),
  reason: z
    .string()
    .trim()
    .min(1, 'Give the person a reason')
    .max(APPEAL_LIMITS.reasonMax, `At most ${APPEAL_LIMITS.reasonMax} characters`),
});
export type AppealDecisionBody = z.infer<typeof AppealDecisionBody>;

/** The person's own appeal: what they wrote and, once decided, the decision and its reason. */
export const MyAppeal = z.object({
  id: z.string(),
  status: z.enum(APPEAL_STATUSES),
  message: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MyAppeal = z.infer<typeof MyAppeal>;

/** An appeal as the brand reads it: who, what they wrote, and the rules they do not meet today with what was seen. */
export const BrandAppeal = MyAppeal.extend({
  user: z.object({ id: z.string(), username: z.string() }),
  rules: z.array(RuleStatus),
});
export type BrandAppeal = z.infer<typeof BrandAppeal>;

export const appealParams = z.object({
  id: z.uuid({ error: 'Must be a UUID' }),
  appealId: z.uuid({ error: 'Must be a UUID' }),
});

export const appealsApi = {
  mine: endpoint({
    method: 'GET',
    path: '/quests/:id/appeal',
    auth: true,
    params: idParam,
    summary: "The viewer's appeal of this quest's rules and its decision, or null",
    response: MyAppeal.nullable(),
  }),
  ask: endpoint({
    method: 'POST',
    path: '/quests/:id/appeal',
    auth: true,
    params: idParam,
    body: AppealBody,
    summary: 'A person who does not meet the rules asks the brand to let them take part, with a message',
    response: MyAppeal,
  }),
  list: endpoint({
    method: 'GET',
    path: '/quests/:id/appeals',
    auth: true,
    params: idParam,
    summary: "The quest's appeals, waiting ones first (brand owner only)",
    response: z.object({ items: z.array(BrandAppeal) }),
  }),
  decide: endpoint({
    method: 'POST',
    path: '/quests/:id/appeals/:appealId/decide',
    auth: true,
    params: appealParams,
    body: AppealDecisionBody,
    summary: 'The brand accepts or refuses an appeal with a reason the person reads (brand owner only)',
    response: BrandAppeal,
  }),
};
