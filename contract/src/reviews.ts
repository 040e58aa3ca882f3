import { z } from 'zod';
import { ScoredRisk } from './risk';
import { PublicUser } from './users';

/** A submission waiting for the quest owner's decision, and the decision. */
export const ReviewItem = z.object({
  kind: z.enum(['CONDITION', 'TASK']),
  id: z.string(),
  questId: z.string(),
  user: PublicUser,
  /** The condition (network + action) or the task title. */
  label: z.string(),
  submission: z.string().nullable(),
  submittedAt: z.string(),
  /**
   * The participant's explainable risk score in this quest with its reasons, as the brand's risk list
   * (`GET /quests/:id/risk`) computes it, and whether it is above the quest's maximum (issue 41).
   */
  risk: ScoredRisk,
});
export type ReviewItem = z.infer<typeof ReviewItem>;

/** A participant's task result in any state, for the owner's list of every result (accepted automatically too). */
export const TaskResultItem = z.object({
  id: z.string(),
  taskId: z.string(),
  taskTitle: z.string(),
  user: PublicUser,
  result: z.string().nullable(),
  status: z.enum(['OPEN', 'PENDING', 'VERIFIED', 'REJECTED']),
  /** How the task takes results: AUTO (accepted when sent) or MANUAL (the owner reviews). */
  review: z.enum(['AUTO', 'MANUAL']),
  note: z.string().nullable(),
  submittedAt: z.string(),
  /** The participant's risk score in this quest with its reasons, as in the review queue. */
  risk: ScoredRisk,
});
export type TaskResultItem = z.infer<typeof TaskResultItem>;

/** Submissions one decision may cover at once (a page of the queue, or a whole busy quest's). */
export const REVIEW_BATCH_MAX = 500;

const ReviewRef = z.object({ kind: z.enum(['CONDITION', 'TASK']), id: z.uuid() });
const note = z.string().trim().max(300).optional();

export const ReviewDecisionBody = ReviewRef.extend({ approve: z.boolean(), note });

export const ReviewBatchDecisionBody = z.object({
  items: z
    .array(ReviewRef)
    .min(1)
    .max(REVIEW_BATCH_MAX)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'Each submission may appear once.'),
  approve: z.boolean(),
  note,
});

/**
 * What one decision did. An approval that leaves a participant with every step verified completes their quest and
 * pays their reward at once: `paid` of them were paid, `unpaid` could not be (the quest's rewards ran out or were
 * reclaimed; they keep the completed quest). `decided` counts the submissions that were still waiting.
 */
export const ReviewBatchResult = z.object({
  decided: z.number().int(),
  completed: z.number().int(),
  paid: z.number().int(),
  unpaid: z.number().int(),
});
export type ReviewBatchResult = z.infer<typeof ReviewBatchResult>;
