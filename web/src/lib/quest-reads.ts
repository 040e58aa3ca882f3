import { questsApi } from '@questboard/contract/quests';

/** Every read that shows quests — pages, lists, featured, drafts: what publishing, funding and edits make stale. */
export const QUEST_READS = [
  questsApi.detail,
  questsApi.creating,
  questsApi.list,
  questsApi.guests,
  questsApi.byBrand,
  questsApi.featured,
  questsApi.banners,
  questsApi.related,
];
