import type { DownloadedFile } from './api-client';

/** The file name the server gives in Content-Disposition (`attachment; filename="quest-<id>-claims.csv"`). */
export const fileNameOf = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;

/** Hands a file fetched with the session to the browser as a download, under the server's name or `fallback`. */
export function saveDownload(file: DownloadedFile, fallback: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(file.headers.get('content-disposition')) ?? fallback;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click ran; the URL only holds its memory now.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
