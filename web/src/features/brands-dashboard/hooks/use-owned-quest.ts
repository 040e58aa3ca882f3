import { useQuest } from '../api/quests';

/** The quest when the signed-in user owns its brand; `forbidden` when it is someone else's. */
export function useOwnedQuest(id: string) {
  const query = useQuest(id);
  return { ...query, forbidden: Boolean(query.data && !query.data.isOwner) };
}
