import { CONDITION_ACTIONS, NETWORKS } from '@questboard/contract/conditions';
import { ERROR_CODES, type ErrorBody } from '@questboard/contract/errors';
import { usersApi } from '@questboard/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories/users';
import { apiOf, rawCallOf } from '../../../test/helpers/api';
import { latestMail } from '../../../test/helpers/mailbox';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { categories } from '../db/schema/catalogue';
import { catalogues, MESSAGE_NAMESPACES, SERVER_LANGUAGES, say } from './i18n';
import { localizeError } from './localize-error';
import { requestLanguage } from './request-language';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const raw = rawCallOf(() => t.app);

const signIn = (headers: Record<string, string>) =>
  api(usersApi.signIn, { headers, body: { email: 'nobody-here@example.test', password: 'Wrong1234' } });

describe('error messages in the language of the request', () => {
  it('answers in English without x-lang, and in French with x-lang: fr', async () => {
    const english = await signIn({});
    expect(english.statusCode).toBe(401);
    expect(english.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'E-mail or password is incorrect.' });
    const french = await signIn({ 'x-lang': 'fr' });
    expect(french.statusCode).toBe(401);
    expect(french.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'E-mail ou mot de passe incorrect.' });
  });

  it('keeps English for en-US and languages it does not know', async () => {
    for (const lang of ['en-US', 'de']) {
      expect((await signIn({ 'x-lang': lang })).json<ErrorBody>().message).toBe('E-mail or password is incorrect.');
    }
  });

  it('follows Accept-Language when there is no x-lang, and x-lang wins over it', async () => {
    expect((await signIn({ 'accept-language': 'de-DE, fr;q=0.8, en;q=0.5' })).json<ErrorBody>().message).toBe(
      'E-mail ou mot de passe incorrect.',
    );
    expect((await signIn({ 'x-lang': 'en-US', 'accept-language': 'fr' })).json<ErrorBody>().message).toBe(
      'E-mail or password is incorrect.',
    );
  });

  it('translates a specific message of a code, a 401 without session and an unknown path', async () => {
    const built = await buildUser(t.app);
    const wrong = await api(usersApi.changePassword, {
      headers: { ...built.headers, 'x-lang': 'fr' },
      body: { currentPassword: 'Wrong1234', newPassword: 'Next12345' },
    });
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Le mot de passe actuel est incorrect.',
    });
    const guest = await api(usersApi.profile, { headers: { 'x-lang': 'fr' } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json<ErrorBody>().message).toMatch(/connectez-vous|session/i);
    // Raw: a path the contract does not have.
    const missing = await raw('GET', '/nothing-here', { 'x-lang': 'fr' });
    expect(missing.json()).toMatchObject({ statusCode: 404, message: 'Introuvable.' });
  });

  it('words schema errors with zod French locale, keeping the field name', async () => {
    // Raw: the contract's types refuse a sign-in without its password.
    const response = await raw('POST', '/users/sign-in', { 'x-lang': 'fr' }, { email: 'nobody@example.test' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().code).toBe('VALIDATION_ERROR');
    expect(response.json<ErrorBody>().message).toMatch(/^body\.password: Entrée invalide/);
  });
});

describe('e-mails in the reader’s language', () => {
  it('mails the sign-up code in the language the person signed up in', async () => {
    const email = `langue-${Date.now()}@example.test`;
    const response = await api(usersApi.signUp, {
      headers: { 'x-lang': 'fr' },
      body: { email, password: 'Quest1234' },
    });
    expect(response.statusCode).toBe(200);
    const mail = await latestMail(t.app, email);
    expect(mail?.subject).toBe(`Votre code Questboard : ${mail?.code}`);
    expect(mail?.text).toContain('Bienvenue sur Questboard !');
  });

  it('writes the review digest with a plural that fits the count', () => {
    expect(say('en', 'emails', 'digest_subject', { count: 1 })).toBe('1 submission waits for your review');
    expect(say('fr', 'emails', 'digest_subject', { count: 2 })).toBe('2 soumissions attendent votre validation');
  });
});

describe('server catalogues', () => {
  it('has a French message for every error code', () => {
    const missing = Object.keys(ERROR_CODES).filter((code) => !(code in catalogues.fr.errors));
    expect(missing).toEqual([]);
  });

  it('has no French entry for a code that does not exist', () => {
    const known = new Set<string>(Object.keys(ERROR_CODES));
    const stray = Object.keys(catalogues.fr.errors).filter((key) => !known.has(key.replace(/_detail$/, '')));
    expect(stray).toEqual([]);
  });

  it('fills the parameters of a detailed message (the wait of a rate limit)', () => {
    const body = {
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: 'Try again in 12 seconds.',
    };
    expect(localizeError('fr', body, { seconds: 12 }).message).toBe('Trop de tentatives. Réessayez dans 12 secondes.');
    expect(localizeError('fr', body).message).toBe('Trop de requêtes. Réessayez un peu plus tard.');
    expect(localizeError('en', body, { seconds: 12 }).message).toBe('Try again in 12 seconds.');
  });

  it.each(MESSAGE_NAMESPACES)('has every %s key in every language', (namespace) => {
    const keysOf = (language: (typeof SERVER_LANGUAGES)[number]) => Object.keys(catalogues[language][namespace]).sort();
    for (const language of SERVER_LANGUAGES) expect(keysOf(language), language).toEqual(keysOf('en'));
  });

  it('gives every notification a title and a body', () => {
    const keys = Object.keys(catalogues.en.notifications);
    const titles = keys.filter((k) => k.endsWith('_title')).map((k) => k.replace(/_title$/, ''));
    expect(titles.filter((k) => !keys.includes(`${k}_body`))).toEqual([]);
  });

  it('names every category, network and action in every language', async () => {
    const ids = (await t.app.ctx.db.select({ id: categories.id }).from(categories)).map((c) => `category_${c.id}`);
    const needed = [...ids, ...NETWORKS.map((n) => `network_${n}`), ...CONDITION_ACTIONS.map((a) => `action_${a}`)];
    for (const language of SERVER_LANGUAGES) {
      expect(
        needed.filter((key) => !(key in catalogues[language].catalogue)),
        language,
      ).toEqual([]);
    }
  });

  it('reads x-lang, then Accept-Language by quality, else English', () => {
    expect(requestLanguage({ 'x-lang': 'fr-CA' })).toBe('fr');
    expect(requestLanguage({ 'accept-language': 'en;q=0.4, fr;q=0.9' })).toBe('fr');
    expect(requestLanguage({ 'accept-language': 'fr;q=0' })).toBe('en');
    expect(requestLanguage({})).toBe('en');
  });
});
