import type { UserType } from '@questboard/contract/constants';

/** Where a person of this role starts: brands create their brand, everyone else picks a quest. */
export function firstStepPath(type: UserType | null | undefined): string {
  return type === 'BUSINESS' ? '/brands-dashboard/brands/create' : '/quests';
}
