import { z } from 'zod';
import { USER_TYPES } from './constants';
import { endpoint } from './endpoint';
import { botToken, currentPassword, email, newPassword, optionalEvmAddress, username, userType } from './fields';
import { referralCodeInput } from './referrals';
import { timeZone } from './time-zones';
import { XpLevel } from './xp';

export const Tokens = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int().describe('Access token lifetime in seconds'),
});
export type Tokens = z.infer<typeof Tokens>;

/** Where a person says they are: a place of the locations catalogue (GET /location) and its label. */
export const PersonLocation = z.object({ id: z.number().int(), label: z.string() });
export type PersonLocation = z.infer<typeof PersonLocation>;

export const Profile = z.object({
  id: z.string(),
  /** Null for an account made by signing in with a social network. */
  email: z.string().nullable(),
  username: z.string(),
  type: z.enum(USER_TYPES),
  cryptoAddress: z.string().nullable(),
  avatar: z.string().nullable(),
  displayName: z.string().nullable(),
  bio: z.string().nullable(),
  location: PersonLocation.nullable(),
  createdAt: z.string(),
  /** False until the person chose how they use Questboard (the role); the app offers the choice until then. */
  roleChosen: z.boolean(),
  /** The IANA zone the person's days (streaks) are counted in; null until set (the web sends the browser's). */
  timeZone: z.string().nullable(),
});
export type Profile = z.infer<typeof Profile>;

export const PublicUser = Profile.pick({
  id: true,
  username: true,
  type: true,
  avatar: true,
  displayName: true,
  bio: true,
  location: true,
  createdAt: true,
});
export type PublicUser = z.infer<typeof PublicUser>;

/** A person's public profile page: their public fields, and their XP and level. */
export const PublicProfile = PublicUser.extend({ xp: XpLevel });
export type PublicProfile = z.infer<typeof PublicProfile>;

const Ok = z.object({ ok: z.literal(true) });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const SignUpBody = z.object({
  email,
  password: newPassword,
  username: username.optional(),
  /** The name others see (else the generated username shows until the person sets one). */
  displayName: optionalText(60),
  type: userType.optional(),
  recaptcha: botToken,
  /** The referral code of the link that brought this person (recorded once, for a new account only). */
  ref: referralCodeInput,
});
export const SignInBody = z.object({ email, password: currentPassword, recaptcha: botToken });
export const ActivateBody = z.object({
  email,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits'),
  /** The password the account gets; without it, the one of the sign-up whose e-mail carried this code. */
  password: newPassword.optional(),
});
export const ResendEmailBody = z.object({ email, type: z.enum(['REGISTER']) });
export const ResetPasswordBody = z.object({ email, recaptcha: botToken });
export const SetNewPasswordBody = z.object({
  email,
  password: newPassword,
  secretKey: z.string().min(16).max(200),
  recaptcha: botToken,
});
export const ChangePasswordBody = z.object({ currentPassword, newPassword });
export const AddEmailBody = z.object({ email });
export const ConfirmEmailBody = z.object({
  email,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits'),
  password: newPassword,
});
export const UpdateProfileBody = z.object({
  username: username.optional(),
  type: userType.optional(),
  cryptoAddress: optionalEvmAddress,
  displayName: optionalText(60),
  bio: optionalText(500),
  /** A place of the locations catalogue; null clears it. */
  locationId: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
  /** IANA time zone (checked with Intl): where the person's days begin for their streak. */
  timeZone: timeZone.optional(),
});
export type UpdateProfileInput = z.input<typeof UpdateProfileBody>;

/** The calls of the Users API (accounts part). */
export const usersApi = {
  signUp: endpoint({
    method: 'POST',
    path: '/users/sign-up',
    auth: false,
    summary: 'Create an account; a 6-digit activation code is e-mailed',
    body: SignUpBody,
    response: Ok,
  }),
  activate: endpoint({
    method: 'POST',
    path: '/users/active',
    auth: false,
    summary: 'Activate with the e-mailed code; answers tokens',
    body: ActivateBody,
    response: Tokens,
  }),
  resendEmail: endpoint({
    method: 'POST',
    path: '/users/resend-email',
    auth: false,
    summary: 'Send a fresh activation code',
    body: ResendEmailBody,
    response: Ok,
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/users/sign-in',
    auth: false,
    summary: 'Sign in; INACTIVE_USER when the account is not activated',
    body: SignInBody,
    response: Tokens,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/users/reset-password',
    auth: false,
    summary: 'E-mail a password-reset link (answers the same whether or not the account exists)',
    body: ResetPasswordBody,
    response: Ok,
  }),
  setNewPassword: endpoint({
    method: 'POST',
    path: '/users/set-new-password',
    auth: false,
    summary: 'Set a new password with the e-mailed secret; signs out every session',
    body: SetNewPasswordBody,
    response: Ok,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/users/change-password',
    auth: true,
    summary: 'Change the password; other sessions are signed out',
    body: ChangePasswordBody,
    response: Ok,
  }),
  addEmail: endpoint({
    method: 'POST',
    path: '/users/add-email',
    auth: true,
    body: AddEmailBody,
    summary:
      'An account made with a social network: send a code to an e-mail address to add (answers alike for taken addresses)',
    response: Ok,
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/users/confirm-email',
    auth: true,
    body: ConfirmEmailBody,
    summary: 'Adds the e-mail address the code was sent to, with a password to sign in by e-mail',
    response: Profile,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/users/profile',
    auth: true,
    summary: "The signed-in user's profile",
    response: Profile,
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/users/profile',
    auth: true,
    summary: 'Update profile fields',
    body: UpdateProfileBody,
    response: Profile,
  }),
  usernameCheck: endpoint({
    method: 'GET',
    path: '/users/username/check',
    auth: false,
    summary: 'Is this username free?',
    query: z.object({ username }),
    response: z.object({ available: z.boolean() }),
  }),
  uploadAvatar: endpoint({
    method: 'POST',
    path: '/users/upload-avatar',
    auth: true,
    multipart: true,
    summary: 'Upload an avatar (jpeg, png or gif, at most 5,000,000 bytes)',
    response: Profile,
  }),
  getUser: endpoint({
    method: 'GET',
    path: '/users/get-user',
    auth: false,
    summary: "A user's public profile by id or username",
    query: z.object({ userKey: z.string().trim().min(1).max(100) }),
    response: PublicProfile,
  }),
};
