/**
 * One page of a list and how many there are in all, read at the same time: `rows` is the page's query, `counted`
 * a `select { n: count() }` over the same condition. `present` turns each row into what the client sees.
 */
export async function pageWithTotal<R, I>(
  rows: Promise<R[]>,
  counted: Promise<Array<{ n: number }>>,
  present: (row: R, index: number) => I,
): Promise<{ items: I[]; total: number }> {
  const [found, [total]] = await Promise.all([rows, counted]);
  return { items: found.map(present), total: total?.n ?? 0 };
}
