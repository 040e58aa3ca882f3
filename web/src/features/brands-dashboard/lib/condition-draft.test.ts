import { describe, expect, it } from 'vitest';
import { conditionProblem, emptyCondition, trimToAction } from './condition-draft';

describe('conditionProblem', () => {
  it('needs nothing for following the brand here', () => {
    expect(conditionProblem(emptyCondition('QUESTBOARD', 'FOLLOW_BRAND'))).toBeNull();
  });

  it('asks a social follow for a link or a handle', () => {
    const follow = emptyCondition('TWITTER', 'FOLLOW');
    expect(conditionProblem(follow)).toBe('url_or_handle');
    expect(conditionProblem({ ...follow, handle: '@nova' })).toBeNull();
    expect(conditionProblem({ ...follow, url: 'https://x.com/nova' })).toBeNull();
  });

  it('refuses a follow whose link or handle the server would refuse, even when the other one is fine', () => {
    const follow = { ...emptyCondition('TWITTER', 'FOLLOW'), handle: '@acme' };
    expect(conditionProblem({ ...follow, url: 'twitter.com/acme' })).toBe('url');
    expect(conditionProblem({ ...follow, handle: 'twitter.com/acme' })).toBe('handle');
    expect(conditionProblem({ ...follow, handle: 'https://twitter.com/acme' })).toBe('handle');
    expect(conditionProblem({ ...follow, handle: 'acme coffee' })).toBe('handle');
  });

  it('asks a link action for an http(s) link', () => {
    const visit = emptyCondition('WEB', 'VISIT_LINK');
    expect(conditionProblem({ ...visit, url: 'nova.example' })).toBe('url');
    expect(conditionProblem({ ...visit, url: 'https://nova.example' })).toBeNull();
  });

  it('asks a quiz for a question, every answer filled and the right one chosen', () => {
    const quiz = { ...emptyCondition('WEB', 'QUIZ'), question: 'What is a DEX?' };
    expect(conditionProblem({ ...quiz, question: ' ' })).toBe('question');
    expect(conditionProblem({ ...quiz, options: ['An exchange', ''] })).toBe('options');
    expect(conditionProblem({ ...quiz, options: ['An exchange', 'A wallet'] })).toBe('answer');
    expect(conditionProblem({ ...quiz, options: ['An exchange', 'A wallet'], answerIndex: '2' })).toBe('answer');
    expect(conditionProblem({ ...quiz, options: ['An exchange', 'A wallet'], answerIndex: '0' })).toBeNull();
  });

  it('asks an on-chain condition for its chain, a contract address, an amount, and an event with its person', () => {
    const hold = { ...emptyCondition('CHAIN', 'HOLD_TOKEN'), chainId: '31337', minAmount: '1.5' };
    expect(conditionProblem({ ...hold, chainId: '' })).toBe('chainId');
    expect(conditionProblem({ ...hold, contract: '0x1234' })).toBe('contract');
    const contract = `0x${'ab'.repeat(20)}`;
    expect(conditionProblem({ ...hold, contract, minAmount: '1,5' })).toBe('minAmount');
    expect(conditionProblem({ ...hold, contract, atBlock: '-3' })).toBe('atBlock');
    expect(conditionProblem({ ...hold, contract })).toBeNull();
    const native = { ...emptyCondition('CHAIN', 'NATIVE_BALANCE'), chainId: '1', minAmount: '0.1' };
    expect(conditionProblem(native)).toBeNull();
    const event = { ...emptyCondition('CHAIN', 'CONTRACT_EVENT'), chainId: '1', contract, personArg: 'player' };
    expect(conditionProblem({ ...event, event: 'Played' })).toBe('event');
    expect(conditionProblem({ ...event, event: 'Played(address indexed player)', personArg: ' ' })).toBe('personArg');
    expect(conditionProblem({ ...event, event: 'event Played(address indexed player)' })).toBeNull();
  });
});

describe('trimToAction', () => {
  it('drops the params an action does not use, so a changed action sends no stale fields', () => {
    const changed = { ...emptyCondition('WEB', 'VISIT_LINK'), url: ' https://nova.example ', question: 'Old quiz?' };
    expect(trimToAction(changed)).toMatchObject({ url: 'https://nova.example', question: '', options: [] });
  });
});
