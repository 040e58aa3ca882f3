import { ACTION_NAMES, NETWORK_NAMES } from '../quests/quest-lists.service';

/** A condition as words, the way its brand wrote it: "Follow on X (Twitter) @acme", "Visit a link https://…". */
export function conditionLabel(condition: {
  network: string;
  action: string;
  params: { handle?: string; url?: string };
}): string {
  const action = ACTION_NAMES[condition.action as keyof typeof ACTION_NAMES] ?? condition.action;
  const network = NETWORK_NAMES[condition.network as keyof typeof NETWORK_NAMES] ?? condition.network;
  const onNetwork = ['FOLLOW', 'REPOST', 'JOIN'].includes(condition.action) ? `${action} on ${network}` : action;
  const target = condition.params.handle || condition.params.url;
  return target ? `${onNetwork} ${target}` : onNetwork;
}
