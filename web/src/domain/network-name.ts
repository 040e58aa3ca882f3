/** How each network is called on screen. */
export const NETWORK_NAMES: Record<string, string> = {
  TWITTER: 'X (Twitter)',
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  TIKTOK: 'TikTok',
  DISCORD: 'Discord',
  TELEGRAM: 'Telegram',
};
export const networkName = (network: string) => NETWORK_NAMES[network.toUpperCase()] ?? network;
