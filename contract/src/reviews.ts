import { z } from 'zod';
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
});
export const ReviewDecisionBody = z.object({
  kind: z.enum(['CONDITION', 'TASK']),
  id: z.uuid(),
  approve: z.boolean(),
  note: z.string().trim().max(300).optional(),
});
