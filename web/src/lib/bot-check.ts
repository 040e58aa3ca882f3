import { authApi, type BotCheckAction } from '@questboard/contract/auth';
import type { ResponseOf } from '@questboard/contract/endpoint';
import { api } from './api-client';
import { isApiError } from './api-error';

type Challenge = ResponseOf<typeof authApi.captchaChallenge>;

function solve(challenge: Challenge): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./altcha-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ number: number | null }>) => {
      worker.terminate();
      if (event.data.number === null) reject(new Error('The bot check could not be solved'));
      else resolve(event.data.number);
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error('The bot check could not run'));
    };
    worker.postMessage({ salt: challenge.salt, challenge: challenge.challenge, max: challenge.maxnumber ?? 1_000_000 });
  });
}

/**
 * Solves the server's ALTCHA challenge for `action` (the server refuses it for any other call) off the main thread and answers the base64 payload sent as `recaptcha`.
 * Answers undefined when the server has no ALTCHA check (404), which is then not required.
 */
export async function solveBotCheck(action: BotCheckAction): Promise<string | undefined> {
  let challenge: Challenge;
  try {
    challenge = await api.call(authApi.captchaChallenge, { query: { action } });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return undefined;
    throw error;
  }
  const number = await solve(challenge);
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}
