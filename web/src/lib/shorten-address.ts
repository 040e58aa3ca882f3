import { ADDRESS_SHORTEN } from '@questboard/contract/constants';

/** First 6 and last 4 characters joined by an ellipsis (docs/domain.md, Shapes); short values are returned whole. */
export function shortenAddress(address: string | null | undefined): string {
  if (!address) return '';
  const { head, tail } = ADDRESS_SHORTEN;
  if (address.length <= head + tail + 1) return address;
  return `${address.slice(0, head)}…${address.slice(-tail)}`;
}
