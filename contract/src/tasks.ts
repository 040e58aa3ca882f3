import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParam, Ok, pageOf } from './lists';

export const TASK_RESULT_TYPES = ['LINK', 'TEXT', 'IMAGE'] as const;
export type TaskResultType = (typeof TASK_RESULT_TYPES)[number];
/** Who accepts a task's result: at once (`AUTO`), or the brand owner after looking at it (`MANUAL`, the default). */
export const TASK_REVIEW_MODES = ['AUTO', 'MANUAL'] as const;
export type TaskReviewMode = (typeof TASK_REVIEW_MODES)[number];
export const TASK_LIMITS = { titleMax: 120, descriptionMax: 2000, perQuest: 30 } as const;

export const Task = z.object({
  /** The `taskId` (docs/domain.md, Shapes). */
  id: z.string(),
  questId: z.string(),
  ownerId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  resultType: z.enum(TASK_RESULT_TYPES),
  review: z.enum(TASK_REVIEW_MODES),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof Task>;

const title = z.string().trim().min(1, 'A task needs a title').max(TASK_LIMITS.titleMax);
const description = z.string().trim().max(TASK_LIMITS.descriptionMax).nullable().optional();

export const CreateTaskBody = z.object({
  questId: z.uuid(),
  title,
  description,
  resultType: z.enum(TASK_RESULT_TYPES).default('TEXT'),
  review: z.enum(TASK_REVIEW_MODES).default('MANUAL'),
});
export const UpdateTaskBody = z.object({
  title: title.optional(),
  description,
  resultType: z.enum(TASK_RESULT_TYPES).optional(),
  review: z.enum(TASK_REVIEW_MODES).optional(),
});
const taskList = pageOf(Task);

/** Spec §7 Tasks (authoring; results and verification come with participation). */
export const tasksApi = {
  ofQuest: endpoint({
    method: 'GET',
    path: '/tasks/quests/:id',
    auth: false,
    params: idParam,
    summary: "A quest's tasks in order (a draft's only for its owner)",
    response: taskList,
  }),
  create: endpoint({
    method: 'POST',
    path: '/tasks',
    auth: true,
    summary: 'Add a task at the end of a quest (brand owner only)',
    body: CreateTaskBody,
    response: Task,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/tasks/:id',
    auth: true,
    params: idParam,
    summary: 'Change a task (brand owner only)',
    body: UpdateTaskBody,
    response: Task,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/tasks/:id',
    auth: true,
    params: idParam,
    summary: 'Delete a task; the others close the gap (brand owner only)',
    response: Ok,
  }),
  reorder: endpoint({
    method: 'PUT',
    path: '/tasks/order/:questId',
    auth: true,
    params: z.object({ questId: z.uuid() }),
    summary: "Set the order of a quest's tasks; taskIds must list each task exactly once",
    body: z.object({ taskIds: z.array(z.uuid()).min(1).max(TASK_LIMITS.perQuest) }),
    response: taskList,
  }),
};
