import { type ServerLanguage, say } from './i18n';

export type EmailKey =
  | 'activation'
  | 'already_registered'
  | 'reset_password'
  | 'add_email'
  | 'withdraw_code'
  | 'address_change'
  | 'wallet_link'
  | 'newsletter';

/** An e-mail's subject and text in `language` (the catalogues' `emails` namespace, `<key>_subject` and `<key>_text`). */
export function emailIn(
  language: ServerLanguage,
  key: EmailKey,
  params: Record<string, string>,
): { subject: string; text: string } {
  return {
    subject: say(language, 'emails', `${key}_subject`, params),
    text: say(language, 'emails', `${key}_text`, params),
  };
}
