import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { reportFormError, reportToForm, serverFieldErrors, useRefusedFields } from './form-errors';

const toasts = vi.hoisted(() => [] as unknown[]);
vi.mock('./toast', () => ({ toastError: (error: unknown) => toasts.push(error) }));

const refused = (fields: Record<string, string>) =>
  new ApiError(400, { statusCode: 400, code: 'VALIDATION_ERROR', message: Object.values(fields)[0] ?? '', fields }, '');
const conflict = new ApiError(409, { statusCode: 409, code: 'QUEST_TITLE_TAKEN', message: 'Taken' }, '');

describe('server field errors', () => {
  it('reads the fields of a VALIDATION_ERROR only', () => {
    expect(serverFieldErrors(refused({ rewardAmount: 'At least 1 QDT' }))).toEqual({ rewardAmount: 'At least 1 QDT' });
    expect(serverFieldErrors(conflict)).toBeNull();
    expect(serverFieldErrors(refused({}))).toBeNull();
    expect(serverFieldErrors(new Error('offline'))).toBeNull();
  });

  it('places what a field takes and toasts only what none takes', () => {
    toasts.length = 0;
    const placed: string[] = [];
    reportFormError(refused({ rewardAmount: 'At least 1 QDT' }), (field) => placed.push(field) > 0);
    expect({ placed, toasts: toasts.length }).toEqual({ placed: ['rewardAmount'], toasts: 0 });
    reportFormError(refused({ 'fee.feeBps': 'The platform fee is 500 basis points' }), () => false);
    reportFormError(conflict, () => true);
    expect(toasts).toHaveLength(2);
  });

  it('gives react-hook-form the fields it has', () => {
    toasts.length = 0;
    const setError = vi.fn();
    const form = { getValues: () => ({ email: 'a@b.c', password: '' }), setError } as never;
    reportToForm(refused({ password: 'Trop court' }), form);
    expect(setError).toHaveBeenCalledWith('password', { type: 'server', message: 'Trop court' });
    expect(toasts).toHaveLength(0);
    const say = vi.fn();
    reportToForm(refused({ code: 'Invalid' }), form, say);
    expect(say).toHaveBeenCalledOnce();
  });

  it('keeps a refused message while its field holds the refused value', () => {
    toasts.length = 0;
    type Values = { reward: string; conditions: { url: string }[] };
    const { result } = renderHook(() => useRefusedFields<Values>());
    const sent: Values = { reward: '0.5', conditions: [{ url: '' }] };
    act(() => {
      result.current.refuse(sent, refused({ reward: 'At least 1 QDT', 'conditions.0.url': 'Enter the link' }));
    });
    expect(toasts).toHaveLength(0);
    expect(result.current.errorsFor({ ...sent })).toEqual({
      reward: 'At least 1 QDT',
      'conditions.0.url': 'Enter the link',
    });
    expect(result.current.errorsFor({ ...sent, reward: '2' })).toEqual({ 'conditions.0.url': 'Enter the link' });
    expect(result.current.errorsFor({ reward: '2', conditions: [{ url: 'https://x.example' }] })).toEqual({});
  });
});

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** The opening `<form …>` tags of a file (a `>` inside `{…}`, such as an arrow, does not end the tag). */
function formTags(source: string): string[] {
  return [...source.matchAll(/<form\b/g)].map((match) => {
    let depth = 0;
    let end = match.index;
    for (; end < source.length; end++) {
      const c = source[end];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    return source.slice(match.index, end + 1);
  });
}

describe('forms', () => {
  it('every form says its own messages: noValidate, so the browser shows none of its bubbles', () => {
    const root = join(import.meta.dirname, '..');
    const found = tsxFiles(root).flatMap((file) =>
      formTags(readFileSync(file, 'utf8')).map((tag) => ({ file: relative(root, file), tag })),
    );
    expect(found.length).toBeGreaterThan(20);
    expect(found.filter(({ tag }) => !/\bnoValidate\b/.test(tag)).map(({ file }) => file)).toEqual([]);
  });
});
