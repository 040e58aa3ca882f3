// Benchmarks measure the product as it runs in production, and production logs every request at `info`
// (docs/operations.md). The lines go to a file, written synchronously as pino writes to stdout by default, so
// that their cost is counted without flooding the bench's own output.
import { closeSync, mkdtempSync, openSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PRODUCTION_LOG_LEVEL = 'info';

export type LogFile = { path: string; stream: { write(line: string): void }; close(): void };

/** A fresh log file for one bench server; `path` is printed so the lines can be read after the run. */
export function productionLogFile(name: string): LogFile {
  const path = join(mkdtempSync(join(tmpdir(), `qb-bench-log-${name}-`)), 'server.log');
  const fd = openSync(path, 'a');
  return {
    path,
    stream: { write: (line) => void writeSync(fd, line) },
    close: () => closeSync(fd),
  };
}
