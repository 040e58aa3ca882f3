import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Deferred } from './deferred';

afterEach(cleanup);

describe('Deferred', () => {
  it('shows its content after the first render, not in it', async () => {
    render(
      <div>
        <p>at once</p>
        <Deferred>
          <p>a moment later</p>
        </Deferred>
      </div>,
    );
    expect(screen.getByText('at once')).toBeTruthy();
    expect(screen.queryByText('a moment later')).toBeNull();
    expect(await screen.findByText('a moment later')).toBeTruthy();
  });
});
