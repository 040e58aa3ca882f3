import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AutoSaveOptions, useAutoSave } from './use-auto-save';

type Form = { name: string };

function renderAutoSave(options: Partial<AutoSaveOptions<Form>> & Pick<AutoSaveOptions<Form>, 'save'>) {
  return renderHook((props: { value: Form }) => useAutoSave({ ...options, value: props.value }), {
    initialProps: { value: { name: 'start' } },
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useAutoSave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does not save the initial value and debounces changes by 2000 ms into one save', async () => {
    const save = vi.fn(async () => undefined);
    const { rerender } = renderAutoSave({ save });
    await advance(5000);
    expect(save).not.toHaveBeenCalled();
    rerender({ value: { name: 'a' } });
    await advance(1500);
    rerender({ value: { name: 'ab' } });
    await advance(1999);
    expect(save).not.toHaveBeenCalled();
    await advance(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ name: 'ab' }, { silent: true });
  });

  it('saves only when validation passes', async () => {
    const save = vi.fn(async () => undefined);
    const validate = vi.fn((value: Form) => value.name.length >= 3);
    const { rerender, result } = renderAutoSave({ save, validate });
    rerender({ value: { name: 'ab' } });
    await advance(2000);
    expect(validate).toHaveBeenCalledWith({ name: 'ab' });
    expect(save).not.toHaveBeenCalled();
    expect(result.current).toBe('invalid');
    rerender({ value: { name: 'abc' } });
    await advance(2000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current).toBe('saved');
  });

  it('makes the first save silent and the following ones not', async () => {
    const save = vi.fn(async () => undefined);
    const { rerender } = renderAutoSave({ save });
    rerender({ value: { name: 'one' } });
    await advance(2000);
    rerender({ value: { name: 'two' } });
    await advance(2000);
    expect(save.mock.calls.map((call) => (call as unknown[])[1])).toEqual([{ silent: true }, { silent: false }]);
  });
});
