import { checksum, validate } from 'ox/Address';
import { z } from 'zod';
import { USER_TYPES, type UserType } from './constants';

/** Lower-cased, trimmed e-mail address. */
export const email = z
  .string({ error: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid e-mail address' }).max(254, 'E-mail is too long'));

export const PASSWORD_RULE = 'Password must be 8–128 characters and contain at least one letter and one digit';
/** A new password: 8–128 characters with at least one letter and one digit. */
export const newPassword = z
  .string({ error: 'Password is required' })
  .min(8, PASSWORD_RULE)
  .max(128, PASSWORD_RULE)
  .regex(/[A-Za-z]/, PASSWORD_RULE)
  .regex(/\d/, PASSWORD_RULE);

/** A password being checked (sign-in): any non-empty string of sane length. */
export const currentPassword = z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128);

export const USERNAME_RULE = 'Username must be 3–30 letters, digits or underscores';
export const username = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{3,30}$/, USERNAME_RULE);

/** Any string is accepted; values outside the three user types become INFLUENCER (docs/domain.md, Accounts). */
export const userType = z
  .string()
  .max(40)
  .transform((v): UserType => ((USER_TYPES as readonly string[]).includes(v) ? (v as UserType) : 'INFLUENCER'));

const EVM_ADDRESS_RULE = 'Enter a valid EVM address (0x followed by 40 hex digits, checksummed)';

/** An EVM address; all-lower or all-upper hex is accepted, mixed case must match EIP-55. Stored checksummed. */
export const evmAddress = z
  .string()
  .trim()
  .refine((v) => validate(v, { strict: true }), EVM_ADDRESS_RULE)
  .transform((v) => checksum(v));

/** An EVM address to set, or '' / null to clear it. */
export const optionalEvmAddress = z
  .string()
  .trim()
  .nullable()
  .optional()
  .refine((v) => !v || validate(v, { strict: true }), EVM_ADDRESS_RULE)
  .transform((v) => (v === '' ? null : v ? checksum(v) : v));

/** The bot-check token; absent or bad answers BOT_CHECK_FAILED, not a validation error. */
export const botToken = z.string().max(20_000).optional();

export const uuid = z.uuid({ error: 'Must be a UUID' });

/** A message signed by a wallet (EIP-191 `personal_sign`): proving an address, or signing in with it. */
export const SignedMessage = z.object({
  message: z.string().min(1).max(4_000),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]{130,}$/, 'Must be a hex signature')
    .max(2_000),
});

/** An e-mailed six-digit code. */
export const emailedCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');

/** What confirms a change to a wallet of an account that has a password: the password, or instead an e-mailed code. */
export const PasswordOrCode = z.object({
  password: z.string().max(128).optional(),
  code: emailedCode.optional(),
});
