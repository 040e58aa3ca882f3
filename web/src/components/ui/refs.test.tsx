import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';
import { Input } from './input';
import { Textarea } from './textarea';

// React 19 passes `ref` to function components as a prop: each primitive hands it to its DOM element.
describe('refs on the UI primitives', () => {
  it('reach the card’s div, the input and the textarea', () => {
    const card = createRef<HTMLDivElement>();
    const input = createRef<HTMLInputElement>();
    const textarea = createRef<HTMLTextAreaElement>();
    render(
      <Card ref={card} data-testid="card">
        <Input ref={input} label="Name" />
        <Textarea ref={textarea} label="Bio" />
      </Card>,
    );
    expect(card.current?.dataset.testid).toBe('card');
    expect(input.current?.tagName).toBe('INPUT');
    expect(input.current?.labels?.[0]?.textContent).toBe('Name');
    expect(textarea.current?.tagName).toBe('TEXTAREA');
  });
});
