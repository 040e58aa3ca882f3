import { type ServerLanguage, say } from './i18n';

export const networkName = (network: string, language: ServerLanguage = 'en') =>
  say(language, 'catalogue', `network_${network}`, { defaultValue: network });

export const actionName = (action: string, language: ServerLanguage = 'en') =>
  say(language, 'catalogue', `action_${action}`, { defaultValue: action });

export const categoryName = (id: string, fallback: string, language: ServerLanguage = 'en') =>
  say(language, 'catalogue', `category_${id}`, { defaultValue: fallback });

/** A condition as words, the way its brand wrote it: "Follow on X (Twitter) @acme", "Visit a link https://…". */
export function conditionLabel(
  condition: { network: string; action: string; params: { handle?: string; url?: string } },
  language: ServerLanguage = 'en',
): string {
  const action = actionName(condition.action, language);
  const onNetwork = ['FOLLOW', 'REPOST', 'JOIN'].includes(condition.action)
    ? say(language, 'catalogue', 'action_on_network', { action, network: networkName(condition.network, language) })
    : action;
  const target = condition.params.handle || condition.params.url;
  return target ? `${onNetwork} ${target}` : onNetwork;
}
