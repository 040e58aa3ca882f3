import { describe, expect, it } from 'vitest';
import { move } from './move';

describe('move', () => {
  it('moves an item down and up', () => {
    expect(move(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('clamps moves past either end and leaves the list unchanged', () => {
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });
});
