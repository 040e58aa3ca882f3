import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useActionStore } from '../stores/action-store';
import { useAsyncAction } from './use-async-action';

describe('useAsyncAction', () => {
  it('goes idle → loading → success, and back to idle when its screen unmounts', async () => {
    let finish: (value: string) => void = () => undefined;
    const { result, unmount } = renderHook(() =>
      useAsyncAction('test.action', () => new Promise<string>((resolve) => (finish = resolve))),
    );
    expect(result.current.status).toBe('idle');
    let running: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      running = result.current.run();
    });
    expect(result.current.status).toBe('loading');
    await act(async () => {
      finish('done');
      await running;
    });
    expect(result.current.status).toBe('success');
    unmount();
    expect(useActionStore.getState().statuses['test.action']).toBe('idle');
  });

  it('reports error and hands the error to onError', async () => {
    const errors: unknown[] = [];
    const { result } = renderHook(() =>
      useAsyncAction(
        'test.failing',
        () => Promise.reject(new Error('nope')),
        (e) => errors.push(e),
      ),
    );
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.status).toBe('error');
    expect((errors[0] as Error).message).toBe('nope');
  });
});
