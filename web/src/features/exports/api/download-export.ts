import { exportsApi } from '@questboard/contract/exports';
import { api } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-download';

export type ExportScope = 'quest' | 'brand';
export const EXPORT_FILES = ['participants', 'claims', 'submissions', 'statistics'] as const;
/** A quest paid at its end (raffle, top N, equal split) has one more file once settled: who got what and why. */
export type ExportFile = (typeof EXPORT_FILES)[number] | 'payouts';

const endpoints = {
  quest: {
    participants: exportsApi.participants,
    claims: exportsApi.claims,
    submissions: exportsApi.submissions,
    statistics: exportsApi.statistics,
    payouts: exportsApi.payouts,
  },
  brand: {
    participants: exportsApi.brandParticipants,
    claims: exportsApi.brandClaims,
    submissions: exportsApi.brandSubmissions,
    statistics: exportsApi.brandStatistics,
    payouts: undefined,
  },
} as const;

/** Fetches a quest's or brand's export with the session and hands it to the browser as a download. */
export async function downloadExport(scope: ExportScope, id: string, file: ExportFile): Promise<void> {
  const endpoint = endpoints[scope][file];
  if (!endpoint) throw new Error(`A ${scope} has no ${file} export.`);
  const csv = await api.download(endpoint, { params: { id }, headers: { accept: 'text/csv' } });
  saveDownload(csv, `${scope}-${id}-${file}.csv`);
}
