import { useTranslation } from 'react-i18next';

/**
 * A field's message in the reader's language. The server already words its messages so; the contract's checks, run in
 * the browser too, are written in English, and their known sentences are translated from `field_messages`.
 */
export function FieldMessage({ message }: { message: string }) {
  const { i18n } = useTranslation();
  return <>{localFieldMessage(i18n.getResourceBundle(i18n.language, 'translation'), message)}</>;
}

/** `message` from a locale's `field_messages` (keyed by the English sentence), else as it is. */
export function localFieldMessage(bundle: unknown, message: string): string {
  const table = (bundle as { field_messages?: Record<string, string> } | undefined)?.field_messages;
  return table && Object.hasOwn(table, message) ? (table[message] ?? message) : message;
}
