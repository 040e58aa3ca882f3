// Every table, for drizzle-kit and the typed client. Add new schema files here.
export { apiKeys } from './schema/api-keys';
export { usedBotTokens } from './schema/bot-tokens';
export { brands } from './schema/brands';
export { categories, locations } from './schema/catalogue';
export { chainDeposits, chainState, walletNonces, withdrawals } from './schema/chain';
export { chatMembers, chatMessages, chatRooms } from './schema/chat';
export { emailCodes } from './schema/email-codes';
export { ledgerAccounts, ledgerTransfers } from './schema/ledger';
export { notifications } from './schema/notifications';
export { brandFollows, conditionChecks, questFunding, taskResults, userQuests } from './schema/participation';
export { newsletterSubscriptions, notificationMutes, questInvites, userFollows } from './schema/people';
export { questConditions, quests, tasks } from './schema/quests';
export { searchHistories, searchTerms } from './schema/search';
export { authSessions, refreshTokens } from './schema/sessions';
export { brandSocialAccounts, oauthFlows, socialAccounts } from './schema/social';
export { stakingActions, stakingPool, stakingPositions } from './schema/staking';
export { users } from './schema/users';
export { xpEntries, xpTotals, xpWeeks } from './schema/xp';
