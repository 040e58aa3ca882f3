import { ACTION_PARAMS, NETWORK_ACTIONS } from '@questboard/contract/conditions';
import { ERROR_CODES } from '@questboard/contract/errors';
import { type ChainInfo, type ConditionInput, QUEST_LIMITS } from '@questboard/contract/quests';
import { and, countDistinct, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/executor';
import { conditionChecks } from '../../db/schema/participation';
import { type ConditionParamsValue, questConditions } from '../../db/schema/quests';
import { badRequest } from '../../lib/app-error';
import { type FieldMessageKey, invalidField } from '../../lib/field-error';
import { assertConditionsKept } from './quest-rules';

type Input = z.output<typeof ConditionInput>;

/** Checks on-chain conditions against their chain as the builder saves them (the chain module's inspector). */
export interface ChainConditionInspector {
  inspect(input: Input, index: number): Promise<ConditionParamsValue>;
  /** The chains the builder offers. */
  chains(): Promise<ChainInfo[]>;
}

/** Whether a custom API condition's endpoint may be called (the webhooks module's SSRF rules). */
export interface ApiUrlCheck {
  refusal(url: string): string | null;
}

/**
 * The params each condition keeps, checked before the quest's transaction opens (an on-chain condition is read on
 * its chain, which must not hold the database).
 */
export async function prepareConditions(
  inputs: Input[],
  chain: ChainConditionInspector,
  apiUrls: ApiUrlCheck,
): Promise<ConditionParamsValue[]> {
  const params: ConditionParamsValue[] = [];
  for (const [index, input] of inputs.entries()) {
    if (!NETWORK_ACTIONS[input.network].includes(input.action)) {
      throw invalidField(`conditions.${index}.action`, 'network_action', { network: input.network });
    }
    if (input.network === 'API' && input.url && apiUrls.refusal(input.url)) {
      throw invalidField(`conditions.${index}.url`, 'api_url');
    }
    params.push(input.network === 'CHAIN' ? await chain.inspect(input, index) : conditionParams(input, index));
  }
  return params;
}

/** The params a condition keeps, checked against its network and action (docs/domain.md, Condition). */
export function conditionParams(input: Input, index: number): ConditionParamsValue {
  const fail = (field: string, key: FieldMessageKey, params: Record<string, string> = {}) =>
    invalidField(`conditions.${index}.${field}`, key, params);
  if (!NETWORK_ACTIONS[input.network].includes(input.action)) {
    throw fail('action', 'network_action', { network: input.network });
  }
  const needs = ACTION_PARAMS[input.action];
  if (input.action === 'FOLLOW') {
    if (!input.url && !input.handle) throw fail('url', 'follow_target');
    return { ...(input.url ? { url: input.url } : {}), ...(input.handle ? { handle: input.handle } : {}) };
  }
  if (input.action === 'QUIZ') {
    const options = input.options ?? [];
    if (!input.question) throw fail('question', 'quiz_question');
    if (options.length < QUEST_LIMITS.quizOptionsMin || options.length > QUEST_LIMITS.quizOptionsMax) {
      throw fail('options', 'quiz_options', {
        min: `${QUEST_LIMITS.quizOptionsMin}`,
        max: `${QUEST_LIMITS.quizOptionsMax}`,
      });
    }
    if (input.answerIndex === undefined || input.answerIndex >= options.length) {
      throw fail('answerIndex', 'quiz_answer');
    }
    return { question: input.question, options, answerIndex: input.answerIndex };
  }
  if (needs.includes('url')) {
    if (!input.url) throw fail('url', 'url_required');
    return { url: input.url };
  }
  return {};
}

/**
 * Makes the quest's conditions exactly `inputs`, in order: an input with the id of an existing condition of
 * this quest updates it, one without an id is added, and conditions not listed are removed (an empty list
 * removes them all) — unless a participant has verified one of those (409 CONDITION_IN_USE, nothing changes).
 */
export async function replaceConditions(
  tx: Executor,
  questId: string,
  inputs: Input[],
  params: ConditionParamsValue[],
): Promise<void> {
  const existing = await tx
    .select({ id: questConditions.id })
    .from(questConditions)
    .where(eq(questConditions.questId, questId));
  const known = new Set(existing.map((r) => r.id));
  const kept = inputs.flatMap((input) => (input.id ? [input.id] : []));
  const stranger = kept.find((id) => !known.has(id));
  if (stranger) throw badRequest(ERROR_CODES.VALIDATION_ERROR, `No condition ${stranger} in this quest`);
  const leftOut = and(
    eq(questConditions.questId, questId),
    kept.length > 0 ? notInArray(questConditions.id, kept) : undefined,
  );
  const [verified] = await tx
    .select({ n: countDistinct(conditionChecks.questConditionId) })
    .from(conditionChecks)
    .innerJoin(questConditions, eq(questConditions.id, conditionChecks.questConditionId))
    .where(and(leftOut, eq(conditionChecks.status, 'VERIFIED')));
  assertConditionsKept(verified?.n ?? 0);
  await tx.delete(questConditions).where(leftOut);
  for (const [position, input] of inputs.entries()) {
    const values = { network: input.network, action: input.action, params: params[position] ?? {}, position };
    if (input.id) {
      await tx
        .update(questConditions)
        .set(values)
        .where(and(eq(questConditions.questId, questId), inArray(questConditions.id, [input.id])));
    } else {
      await tx.insert(questConditions).values({ ...values, questId });
    }
  }
}
