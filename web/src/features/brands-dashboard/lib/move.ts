/** A copy of `items` with the item at `from` moved to `to` (both clamped to the list). */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined || from === target) return [...items];
  next.splice(target, 0, item);
  return next;
}
