import { describe, expect, it } from 'vitest';
import { findInputTextProblem, MAX_INPUT_DEPTH } from './text';

const nest = (levels: number, inner: unknown): unknown => {
  let value = inner;
  for (let level = 0; level < levels; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

describe('findInputTextProblem', () => {
  it('finds a NUL in a value or a key, with its path', () => {
    expect(findInputTextProblem({ a: ['ok', 'b\u0000'] }, 'body')).toEqual({ problem: 'NUL', path: 'body.a.1' });
    expect(findInputTextProblem({ 'k\u0000': 1 })).toEqual({ problem: 'NUL', path: 'k\u0000' });
    expect(findInputTextProblem('x\u0000')).toEqual({ problem: 'NUL', path: 'value' });
    expect(findInputTextProblem({ a: 'fine', b: [1, null, true] })).toBeNull();
  });

  it('allows the deepest nesting of the limit and refuses one level more', () => {
    expect(findInputTextProblem(nest(MAX_INPUT_DEPTH, 'x'), 'body')).toBeNull();
    expect(findInputTextProblem(nest(MAX_INPUT_DEPTH + 1, 'x'), 'body')).toEqual({ problem: 'DEPTH', path: 'body' });
  });

  it('walks a million levels without overflowing the stack when the limit is lifted', () => {
    expect(findInputTextProblem(nest(1_000_000, 'x\u0000'), '', Number.POSITIVE_INFINITY)?.problem).toBe('NUL');
  });
});
