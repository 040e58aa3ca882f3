import { createHmac } from 'node:crypto';
import type { ConditionApiTest } from '@questboard/contract/webhooks';
import { urlRefusal } from '../../lib/public-address';
import { postWebhook } from './webhook-sender';
import { signatureHeader } from './webhook-signature';

/** Who is asking, as a brand's API may know them: never their e-mail. */
export interface BrandApiPerson {
  userId: string;
  address: string | null;
  accounts: { network: string; id: string; username: string }[];
}

export interface BrandApiConfig {
  /** The server's secret the per-brand secrets and pseudonymous ids are derived from. */
  secret: string;
  allowPrivateUrls: boolean;
  /** Production: https only. */
  httpsOnly: boolean;
  timeoutMs: number;
}

const RETRY_DELAYS_MS = [300, 1_000];
const MESSAGE_MAX = 300;

/**
 * Custom API conditions: the product POSTs the participant's identifiers (proven address, connected accounts' ids,
 * a per-brand pseudonymous id) to the brand's endpoint, signed like webhooks (`Questboard-Signature`, HMAC-SHA256
 * with the brand's secret over "timestamp.body"). 200 means done, 400 not yet (with an optional `message` shown to
 * the person); anything else is retried twice with back-off, then reported as failed. SSRF-safe as webhooks are
 * (public addresses only, checked at connection time; no redirects), 10 s time-out, 64 KB answer cap.
 */
export class BrandApi {
  constructor(private readonly config: BrandApiConfig) {}

  private hmac(what: string) {
    return createHmac('sha256', this.config.secret).update(what);
  }

  /** The brand's signing secret for custom API conditions (derived: the same on every instance and start). */
  secretOf(brandId: string): string {
    return `qbapi_${this.hmac(`brand-api-secret:${brandId}`).digest('base64url')}`;
  }

  /** The participant's id as this brand sees it: stable for the brand, unlinkable across brands. */
  personIdOf(brandId: string, userId: string): string {
    return this.hmac(`brand-person:${brandId}:${userId}`).digest('hex').slice(0, 32);
  }

  /** Why this URL may not be a custom API endpoint, or null. */
  refusal(url: string): string | null {
    if (this.config.httpsOnly && !this.config.allowPrivateUrls && !url.startsWith('https://')) {
      return 'Use an https:// URL.';
    }
    return urlRefusal(url, this.config.allowPrivateUrls);
  }

  async ask(
    brandId: string,
    url: string,
    person: BrandApiPerson,
    about: { questId: string | null; questConditionId: string | null },
  ): Promise<ConditionApiTest> {
    const body = JSON.stringify({
      type: 'condition.check',
      questId: about.questId,
      questConditionId: about.questConditionId,
      person: { id: this.personIdOf(brandId, person.userId), address: person.address, accounts: person.accounts },
    });
    const secret = this.secretOf(brandId);
    const refusal = this.refusal(url);
    let headers: Record<string, string> = {};
    let result: Awaited<ReturnType<typeof postWebhook>> = {
      statusCode: null,
      durationMs: 0,
      responseExcerpt: null,
      error: refusal,
    };
    if (!refusal) {
      for (let attempt = 0; ; attempt++) {
        // Signed afresh at each try: the timestamp says when it was sent.
        headers = {
          'user-agent': 'Questboard-Conditions/1',
          'questboard-signature': signatureHeader([secret], Math.floor(Date.now() / 1000), body),
        };
        result = await postWebhook(url, body, headers, {
          allowPrivateUrls: this.config.allowPrivateUrls,
          timeoutMs: this.config.timeoutMs,
          wholeAnswer: true,
        });
        const transient =
          result.statusCode === null ? !result.error?.includes('not a public') : result.statusCode >= 500;
        const delay = RETRY_DELAYS_MS[attempt];
        if (!transient || delay === undefined || result.error?.startsWith('no answer within')) break;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    const answer = {
      statusCode: result.statusCode,
      body: result.responseExcerpt,
      error: result.tooLarge ? 'The answer is longer than 64 KB.' : result.error,
      durationMs: result.durationMs,
    };
    const outcome = result.tooLarge
      ? 'FAILED'
      : result.statusCode === 200
        ? 'DONE'
        : result.statusCode === 400
          ? 'NOT_YET'
          : 'FAILED';
    return { request: { url, headers, body }, answer, outcome, message: messageOf(outcome, answer), secret };
  }
}

/** The endpoint's own `message` on a 400 (shown to the person), or what went wrong. */
function messageOf(outcome: ConditionApiTest['outcome'], answer: ConditionApiTest['answer']): string | null {
  if (outcome === 'DONE') return null;
  if (outcome === 'NOT_YET') {
    try {
      const said = (JSON.parse(answer.body ?? '') as { message?: unknown }).message;
      if (typeof said === 'string' && said.trim()) return said.trim().slice(0, MESSAGE_MAX);
    } catch {
      // Not JSON: no message of its own.
    }
    return 'Not done yet, says the brand.';
  }
  if (answer.error) return `The brand's service could not be asked: ${answer.error}`;
  return `The brand's service answered ${answer.statusCode} instead of 200 or 400. Try again later.`;
}
