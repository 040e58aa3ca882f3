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
  /** On chain (network CHAIN): the chain's id, the contract, the least amount, the NFT's id, a snapshot block, the
   * event's signature and its argument that is the participant. */
  chainId: string;
  contract: string;
  minAmount: string;
  tokenId: string;
  atBlock: string;
  event: string;
  personArg: string;
}

const CHAIN_BLANKS = { chainId: '', contract: '', minAmount: '', tokenId: '', atBlock: '', event: '', personArg: '' };

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
    ...CHAIN_BLANKS,
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
    chainId: params.chainId === undefined ? '' : String(params.chainId),
    contract: params.contract ?? '',
    minAmount: params.minAmount ?? '',
    tokenId: params.tokenId ?? '',
    atBlock: params.atBlock === undefined ? '' : String(params.atBlock),
    event: params.event ?? '',
    personArg: params.personArg ?? '',
  };
}

export type ConditionProblem =
  | 'url_or_handle'
  | 'url'
  | 'handle'
  | 'question'
  | 'options'
  | 'answer'
  | 'chainId'
  | 'contract'
  | 'minAmount'
  | 'tokenId'
  | 'atBlock'
  | 'event'
  | 'personArg';

/** What the builder can tell of an on-chain condition before the server reads the chain. */
function chainProblem(draft: ConditionDraft): ConditionProblem | null {
  const params = ACTION_PARAMS[draft.action];
  if (!/^\d+$/.test(draft.chainId.trim())) return 'chainId';
  if (params.includes('contract') && !/^0x[0-9a-fA-F]{40}$/.test(draft.contract.trim())) return 'contract';
  if (params.includes('minAmount') && !/^\d{1,30}(\.\d{1,36})?$/.test(draft.minAmount.trim())) return 'minAmount';
  if (params.includes('tokenId') && draft.tokenId.trim() && !/^\d{1,78}$/.test(draft.tokenId.trim())) return 'tokenId';
  if (params.includes('atBlock') && draft.atBlock.trim() && !/^[1-9]\d*$/.test(draft.atBlock.trim())) return 'atBlock';
  if (params.includes('event') && !/^(event\s+)?\w+\(.*\)$/.test(draft.event.trim())) return 'event';
  if (params.includes('personArg') && !draft.personArg.trim()) return 'personArg';
  return null;
}

/** The server's own link rule (ConditionInput.url), plus a dot in the host, so nothing the dialog accepts fails the save. */
const isLink = (value: string) =>
  /^https?:\/\/\S+\.\S+/.test(value.trim()) && ConditionInput.shape.url.safeParse(value.trim()).success;
/** An account name as networks write it, with or without its `@` (not a link, no spaces). */
const isHandle = (value: string) => /^@?[\p{L}\p{N}_.-]{1,100}$/u.test(value.trim());

/** What is missing or wrong in the action's params (docs/domain.md, Condition); null when complete. */
export function conditionProblem(draft: ConditionDraft): ConditionProblem | null {
  if (draft.network === 'CHAIN') return chainProblem(draft);
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
    chainId: keep('chainId', draft.chainId),
    contract: keep('contract', draft.contract),
    minAmount: keep('minAmount', draft.minAmount),
    tokenId: keep('tokenId', draft.tokenId),
    atBlock: keep('atBlock', draft.atBlock),
    event: keep('event', draft.event),
    personArg: keep('personArg', draft.personArg),
  };
}

const FIELD_PROBLEMS = [
  'url',
  'handle',
  'chainId',
  'contract',
  'minAmount',
  'tokenId',
  'atBlock',
  'event',
  'personArg',
];
export type ProblemField =
  | 'url'
  | 'handle'
  | 'chainId'
  | 'contract'
  | 'minAmount'
  | 'tokenId'
  | 'atBlock'
  | 'event'
  | 'personArg';

/** The form field a problem belongs next to (the others are shown under the dialog's fields). */
export function problemField(problem: ConditionProblem | null): ProblemField | null {
  return problem && FIELD_PROBLEMS.includes(problem) ? (problem as ProblemField) : null;
}
