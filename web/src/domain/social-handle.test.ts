import { describe, expect, it } from 'vitest';
import { bareHandle, displayHandle } from './social-handle';

describe('social handles', () => {
  it('shows one @ whether or not the handle was stored with it', () => {
    expect(displayHandle('nova')).toBe('@nova');
    expect(displayHandle('@nova')).toBe('@nova');
  });

  it('drops only the leading @ for links', () => {
    expect(bareHandle('@nova')).toBe('nova');
    expect(bareHandle('no@va')).toBe('no@va');
  });
});
