import { describe, expect, it } from 'vitest';
import { BRAND_STATUSES } from './brands';
import { ROLES } from './constants';
import { brandSubject, defineAbilityFor, questSubject } from './permissions';
import { QUEST_STATUSES } from './quests';

const OWNER = 'owner-1';
const viewers = [null, ...ROLES.filter((r) => r !== 'GUEST').map((type) => ({ id: `someone-${type}`, type }))];

describe('read visibility lives in the policy (docs/domain.md, Quest and Brand)', () => {
  for (const status of BRAND_STATUSES) {
    it(`a ${status} brand: read by everyone only when ACTIVE, always by its owner`, () => {
      const brand = brandSubject({ ownerId: OWNER, status });
      for (const viewer of viewers) expect(defineAbilityFor(viewer).can('read', brand)).toBe(status === 'ACTIVE');
      for (const type of ['AMBASSADOR', 'BUSINESS', 'INFLUENCER']) {
        expect(defineAbilityFor({ id: OWNER, type }).can('read', brand)).toBe(true);
      }
    });
  }

  for (const status of QUEST_STATUSES) {
    for (const brandStatus of BRAND_STATUSES) {
      it(`a ${status} quest (and its tasks) of a ${brandStatus} brand`, () => {
        const isPublic = status !== 'DRAFT' && brandStatus === 'ACTIVE';
        for (const type of ['Quest', 'Task'] as const) {
          const subject = questSubject({ ownerId: OWNER, status, brandStatus }, type);
          for (const viewer of viewers) expect(defineAbilityFor(viewer).can('read', subject)).toBe(isPublic);
          expect(defineAbilityFor({ id: OWNER, type: 'BUSINESS' }).can('read', subject)).toBe(true);
        }
      });
    }
  }

  it('an object whose state is not given is read only by its owner', () => {
    const bare = { __typename: 'Quest' as const, ownerId: OWNER };
    expect(defineAbilityFor(null).can('read', bare)).toBe(false);
    expect(defineAbilityFor({ id: OWNER, type: 'INFLUENCER' }).can('read', bare)).toBe(true);
  });
});
