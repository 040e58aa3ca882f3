import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18next, loadQuestPageStrings } from '../../../i18n/i18n';
import { needsProvenWallet, ruleNeeds, ruleYours } from './rule-words';

beforeAll(() => loadQuestPageStrings());
afterAll(() => changeLanguage('en-US'));

const rule = { kind: 'X_ACCOUNT_AGE', days: 30 } as const;

describe('the X account age rule in words', () => {
  it('says what it needs and where the viewer stands, untold age included, in English and French', async () => {
    await changeLanguage('en-US');
    const t = i18next.t.bind(i18next);
    expect(ruleNeeds(t, rule)).toBe('An X account at least 30 days old');
    expect(ruleYours(t, { rule, met: false, seen: 12 })).toBe('Your X account is 12 days old; this quest needs 30.');
    expect(ruleYours(t, { rule, met: true, seen: 400 })).toBe('Your X account is 400 days old.');
    expect(ruleYours(t, { rule, met: false, seen: null })).toBe(
      'Connect an X account at least 30 days old (connect yours again if X did not tell its age).',
    );
    await changeLanguage('fr');
    expect(ruleNeeds(t, rule)).toBe('Un compte X d’au moins 30 jours');
    expect(ruleYours(t, { rule, met: false, seen: 12 })).toBe('Votre compte X a 12 jours ; cette quête en demande 30.');
  });
});

describe('the Discord and wallet rules in words', () => {
  const discord = { kind: 'DISCORD_MEMBER_SINCE', guildId: '123456789012345678', days: 30 } as const;
  const age = { kind: 'WALLET_AGE', chainId: 8453, days: 30 } as const;
  const balance = { kind: 'WALLET_BALANCE', chainId: 8453, amount: '10', symbol: 'USDC', decimals: 6 } as const;
  const chainName = () => 'Base';

  it('says when the viewer joined, or that they are not a member, or to connect Discord, in English and French', async () => {
    await changeLanguage('en-US');
    const t = i18next.t.bind(i18next);
    expect(ruleNeeds(t, discord)).toBe('A member of the Discord server 123456789012345678 for at least 30 days');
    expect(ruleYours(t, { rule: discord, met: false, seen: 12 })).toBe('You joined 12 days ago; this quest needs 30.');
    expect(ruleYours(t, { rule: discord, met: false, seen: null })).toBe(
      'You are not a member of this server; this quest needs 30 days of membership.',
    );
    expect(ruleYours(t, { rule: discord, met: false, seen: false })).toBe(
      'Connect your Discord account in your settings.',
    );
    await changeLanguage('fr');
    expect(ruleYours(t, { rule: discord, met: false, seen: 12 })).toBe(
      'Vous l’avez rejoint il y a 12 jours ; cette quête en demande 30.',
    );
    expect(ruleYours(t, { rule: discord, met: false, seen: null })).toBe(
      'Vous n’êtes pas membre de ce serveur ; cette quête demande 30 jours d’ancienneté.',
    );
  });

  it('says what the wallet read on the chosen chain, or to prove a wallet, in English and French', async () => {
    await changeLanguage('en-US');
    const t = i18next.t.bind(i18next);
    expect(ruleNeeds(t, age, chainName)).toBe(
      'A proven wallet whose first transaction on Base is at least 30 days old',
    );
    expect(ruleYours(t, { rule: age, met: false, seen: 3 })).toBe(
      "Your wallet's first transaction is 3 days old; this quest needs 30.",
    );
    expect(ruleYours(t, { rule: age, met: false, seen: null })).toBe(
      'Your wallet has sent no transaction yet; this quest needs a first transaction 30 days old.',
    );
    expect(ruleYours(t, { rule: age, met: false, seen: false })).toBe('Prove a wallet address on your Wallet page.');
    expect(needsProvenWallet({ rule: age, met: false, seen: false })).toBe(true);
    expect(needsProvenWallet({ rule: age, met: false, seen: 3 })).toBe(false);
    expect(ruleNeeds(t, balance, chainName)).toBe('At least 10 USDC in your proven wallet on Base');
    expect(ruleYours(t, { rule: balance, met: false, seen: '1.5' })).toBe('You hold 1.5 USDC; this quest needs 10.');
    expect(ruleYours(t, { rule: balance, met: true, seen: '12' })).toBe('You hold 12 USDC.');
    await changeLanguage('fr');
    expect(ruleYours(t, { rule: balance, met: false, seen: '1.5' })).toBe(
      'Vous détenez 1.5 USDC ; cette quête en demande 10.',
    );
    expect(ruleYours(t, { rule: age, met: false, seen: 3 })).toBe(
      'La première transaction de votre portefeuille a 3 jours ; cette quête en demande 30.',
    );
  });
});
