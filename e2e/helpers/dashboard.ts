import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { dialog } from './auth';

/** A real PNG picture, as a file input accepts it. */
export async function pngFile(name: string, color: string) {
  const buffer = await sharp({ create: { width: 480, height: 240, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Clicks the button named `button` (exactly) and answers the file it downloads: its name and its lines. */
export async function downloadedFile(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  return { name: download.suggestedFilename(), lines: text.trim().split('\n') };
}

/** Waits until the form's auto-save has stored the latest change. */
export async function waitForSaved(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('autosave-status').textContent(), { timeout: 15_000 }).toBe('Saved');
}

/** `datetime-local` text `minutes` from now. */
export function localInput(minutes: number): string {
  const date = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Adds a link task; the brand reviews its results (the default) unless `review` is AUTO. */
export async function addTask(page: Page, title: string, review: 'AUTO' | 'MANUAL' = 'MANUAL'): Promise<void> {
  await page.getByRole('button', { name: 'Add task' }).click();
  await dialog(page).getByLabel('Task title').fill(title);
  await dialog(page).getByLabel('Result the participant sends').selectOption('LINK');
  expect(await dialog(page).getByLabel('I review it').isChecked()).toBe(true);
  if (review === 'AUTO') await dialog(page).getByLabel('Accept automatically').check();
  await dialog(page).getByRole('button', { name: 'Add task' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  await page.getByTestId('task-title').filter({ hasText: title }).waitFor();
}

export const taskTitles = (page: Page) => page.getByTestId('task-title').allTextContents();
