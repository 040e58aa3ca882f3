/**
 * A long read (an export) page by page in an index's order: `page(after)` answers at most `size` rows after the
 * cursor (null: from the start), and the next page starts after `cursorOf` of the last row. Memory stays at one
 * page whatever the table's size, and no page sorts more than the index hands over.
 */
export async function* keysetRows<Row, Cursor>(
  size: number,
  page: (after: Cursor | null) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
): AsyncGenerator<Row> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = cursorOf(last);
  }
}
