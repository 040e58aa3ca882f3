/** Environment of the app under test: embedded PGlite unless TEST_DATABASE_URL / TEST_REDIS_URL name servers. */
export function testEnv(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BOT_CHECK: 'off',
    DEV_MAILBOX: 'on',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/questboard-test`,
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    REDIS_URL: process.env.TEST_REDIS_URL,
    AUTH_RATE_LIMIT_PER_IP: '100000',
    CLAIM_BURST_PER_ADDRESS: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    MAIL_LIMIT_PER_IP_PER_DAY: '100000',
    MAIL_LIMIT_PER_USER_PER_DAY: '100000',
    MAIL_LIMIT_PER_ADDRESS_PER_DAY: '100000',
    GLOBAL_RATE_LIMIT_PER_MINUTE: '1000000',
    ...overrides,
  };
}
