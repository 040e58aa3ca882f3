/**
 * The lowest block in 0…`head` where `reached` holds, for a condition that stays true for every later block once true
 * (a block time past a moment, an address's nonce above 0), by binary search: about log2(head) reads. The caller has
 * checked that `head` itself reaches it.
 */
export async function firstBlockWhere(head: bigint, reached: (block: bigint) => Promise<boolean>): Promise<bigint> {
  let low = 0n;
  let high = head;
  while (low < high) {
    const middle = (low + high) / 2n;
    if (await reached(middle)) high = middle;
    else low = middle + 1n;
  }
  return low;
}
