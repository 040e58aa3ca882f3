import { type Task, type TaskResultType, type TaskReviewMode, tasksApi } from '@questboard/contract/tasks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

export interface TaskFields {
  title: string;
  description: string;
  resultType: TaskResultType;
  review: TaskReviewMode;
}

export const useTasks = (questId: string) =>
  useQuery({
    queryKey: keyOf(tasksApi.ofQuest, questId),
    queryFn: async () => (await api.call(tasksApi.ofQuest, { params: { id: questId } })).items,
  });

/** Add, edit, delete and reorder a quest's tasks; the list is refreshed (or set) after each. */
export function useTaskActions(questId: string) {
  const client = useQueryClient();
  const key = keyOf(tasksApi.ofQuest, questId);
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const reorderKey = ['reorder-tasks', questId];
  const body = (fields: TaskFields) => ({ ...fields, description: fields.description.trim() || null });
  return {
    create: useMutation({
      mutationFn: (fields: TaskFields) => api.call(tasksApi.create, { body: { questId, ...body(fields) } }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, fields }: { id: string; fields: TaskFields }) =>
        api.call(tasksApi.update, { params: { id }, body: body(fields) }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.call(tasksApi.remove, { params: { id } }),
      onSuccess: refresh,
    }),
    reorder: useMutation({
      mutationKey: reorderKey,
      // One at a time, in the order made: two moves in quick succession must reach the server in that order.
      scope: { id: `reorder-tasks:${questId}` },
      mutationFn: (tasks: Task[]) =>
        api.call(tasksApi.reorder, { params: { questId }, body: { taskIds: tasks.map((t) => t.id) } }),
      // Show the new order at once; the server's answer replaces it unless a later move is still on its way.
      onMutate: (tasks) => client.setQueryData(key, tasks),
      onSuccess: (result) => {
        if (client.isMutating({ mutationKey: reorderKey }) <= 1) client.setQueryData(key, result.items);
      },
      onError: refresh,
    }),
  };
}
