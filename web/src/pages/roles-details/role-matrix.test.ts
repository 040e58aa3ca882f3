import { describe, expect, it } from 'vitest';
import { roleMatrix } from './role-matrix';

describe('roleMatrix', () => {
  it('reads the roles from the permission policy', () => {
    const matrix = roleMatrix();
    expect(matrix.GUEST).toEqual({ browse: 'yes', profile_chat: 'no', brand_dashboard: 'no', join: 'no' });
    expect(matrix.INFLUENCER).toEqual({ browse: 'yes', profile_chat: 'yes', brand_dashboard: 'no', join: 'yes' });
    expect(matrix.BUSINESS).toEqual({ browse: 'yes', profile_chat: 'yes', brand_dashboard: 'yes', join: 'no' });
    expect(matrix.AMBASSADOR).toEqual({ browse: 'yes', profile_chat: 'yes', brand_dashboard: 'yes', join: 'own' });
  });
});
