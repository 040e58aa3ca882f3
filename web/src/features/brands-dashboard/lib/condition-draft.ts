import {
  ACTION_PARAMS,
  type ConditionAction,
  type Network,
  type QuestCondition,
} from '@questboard/contract/conditions';
import { ConditionInput } from '@questboard/contract/quests';

/** A condition as the form edits it: every param as text, `key` to track it before the server gives an id. */
export interface ConditionDraft {
  key: string;
  id?: string;
  network: Network;
  action: ConditionAction;
  url: string;
  handle: string;
  question: string;
  options: string[];
  answerIndex: string;
}

export function emptyCondition(network: Network, action: ConditionAction): ConditionDraft {
  return {
    key: crypto.randomUUID(),
    network,
    action,
    url: '',
    handle: '',
    question: '',
    options: ['', ''],
    answerIndex: '',
  };
}

export function draftOf(condition: QuestCondition): ConditionDraft {
  const { params } = condition;
  return {
    key: condition.id,
    id: condition.id,
    network: condition.network,
    action: condition.action,
    url: params.url ?? '',
    handle: params.handle ?? '',
    question: params.question ?? '',
    options: params.options ?? ['', ''],
    answerIndex: params.answerIndex === undefined ? '' : String(params.answerIndex),
  };
}

export type ConditionProblem = 'url_or_handle' | 'url' | 'handle' | 'question' | 'options' | 'answer';

/** The server's own link rule (ConditionInput.url), plus a dot in the host, so nothing the dialog accepts fails the save. */
const isLink = (value: string) =>
  /^https?:\/\/\S+\.\S+/.test(value.trim()) && ConditionInput.shape.url.safeParse(value.trim()).success;
/** An account name as networks write it, with or without its `@` (not a link, no spaces). */
const isHandle = (value: string) => /^@?[\p{L}\p{N}_.-]{1,100}$/u.test(value.trim());

/** What is missing or wrong in the action's params (docs/domain.md, Condition); null when complete. */
export function conditionProblem(draft: ConditionDraft): ConditionProblem | null {
  const params = ACTION_PARAMS[draft.action];
  if (draft.action === 'FOLLOW') {
    if (draft.url.trim() && !isLink(draft.url)) return 'url';
    if (draft.handle.trim() && !isHandle(draft.handle)) return 'handle';
    return draft.url.trim() || draft.handle.trim() ? null : 'url_or_handle';
  }
  if (params.includes('url') && !isLink(draft.url)) return 'url';
  if (params.includes('question') && !draft.question.trim()) return 'question';
  if (params.includes('options')) {
    const filled = draft.options.filter((o) => o.trim());
    if (filled.length < 2 || filled.length !== draft.options.length) return 'options';
    const answer = Number(draft.answerIndex);
    if (draft.answerIndex === '' || !(answer >= 0 && answer < draft.options.length)) return 'answer';
  }
  return null;
}

/** Keeps only the params the action uses, so a changed action never sends stale fields. */
export function trimToAction(draft: ConditionDraft): ConditionDraft {
  const params = ACTION_PARAMS[draft.action];
  const keep = (name: (typeof params)[number], value: string) => (params.includes(name) ? value.trim() : '');
  return {
    ...draft,
    url: keep('url', draft.url),
    handle: keep('handle', draft.handle),
    question: keep('question', draft.question),
    options: params.includes('options') ? draft.options.map((o) => o.trim()) : [],
    answerIndex: keep('answerIndex', draft.answerIndex),
  };
}

/** The form field a problem belongs next to (the others are shown under the dialog's fields). */
export function problemField(problem: ConditionProblem | null): 'url' | 'handle' | null {
  return problem === 'url' || problem === 'handle' ? problem : null;
}
