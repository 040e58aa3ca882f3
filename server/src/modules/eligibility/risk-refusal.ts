import { ERROR_CODES } from '@questboard/contract/errors';
import type { RiskReason } from '@questboard/contract/risk';
import { AppError } from '../../lib/app-error';
import { riskSentence } from './risk-score';

/**
 * 403 RISK_TOO_HIGH: the score is above the quest's maximum. `fields` holds one sentence per reason
 * (`risk.SIGNAL`: what was seen, its weight, what would lower it); `score` and `max` word the message in French.
 */
export function riskTooHigh(score: number, max: number, reasons: RiskReason[]): AppError {
  const fields = Object.fromEntries(reasons.map((r) => [`risk.${r.signal}`, riskSentence(r)]));
  const message = `Your risk score is ${score}; this quest pays up to ${max}. ${Object.values(fields).join(' ')}`;
  return new AppError(403, ERROR_CODES.RISK_TOO_HIGH, message, {}, { score, max }, fields);
}
