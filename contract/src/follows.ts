import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParam } from './lists';

export const FollowState = z.object({ following: z.boolean() });

/** Spec §7 Brands: following a brand here (the FOLLOW_BRAND condition checks it). */
export const brandFollowsApi = {
  follow: endpoint({
    method: 'POST',
    path: '/brands/:id/follow',
    auth: true,
    params: idParam,
    summary: 'Follow an active brand (again changes nothing)',
    response: FollowState,
  }),
  unfollow: endpoint({
    method: 'POST',
    path: '/brands/:id/unfollow',
    auth: true,
    params: idParam,
    summary: 'Stop following a brand',
    response: FollowState,
  }),
  check: endpoint({
    method: 'GET',
    path: '/brands/following/check',
    auth: true,
    query: z.object({ brandId: z.uuid() }),
    summary: 'Does the signed-in user follow this brand?',
    response: FollowState,
  }),
};
