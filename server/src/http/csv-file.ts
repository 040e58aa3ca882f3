import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a CSV export as a download: a stream goes out as it comes, past the JSON serializer. The file name is ours
 * (a UUID and a word), so it needs no quoting beyond the quotes.
 */
export function csvFile(reply: FastifyReply, fileName: string, csv: Readable): never {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv) as never;
}
