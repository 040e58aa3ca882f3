import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadAfterChunkError } from './chunk-reload';

describe('reloadAfterChunkError', () => {
  const assign = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reloads a path once, not again within 10 s, and again after', () => {
    expect(reloadAfterChunkError('/staking', 1_000_000)).toBe(true);
    expect(reloadAfterChunkError('/staking', 1_009_999)).toBe(false);
    expect(reloadAfterChunkError('/quests', 1_009_999)).toBe(true);
    expect(reloadAfterChunkError('/staking', 1_010_000)).toBe(true);
    expect(assign.mock.calls).toEqual([['/staking'], ['/quests'], ['/staking']]);
  });
});
