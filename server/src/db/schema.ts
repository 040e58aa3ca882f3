// Every table, for drizzle-kit and the typed client. Add new schema files here.
export { usedBotTokens } from './schema/bot-tokens';
export { emailCodes } from './schema/email-codes';
export { ledgerAccounts, ledgerTransfers } from './schema/ledger';
export { authSessions, refreshTokens } from './schema/sessions';
export { users } from './schema/users';
