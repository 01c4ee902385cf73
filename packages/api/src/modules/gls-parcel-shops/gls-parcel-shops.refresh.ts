import type { Db } from '../../db/client';
import { ParcelPointFeedError } from './gls-parcel-shops.feed';
import { importParcelPoints, type ParcelPointImportReport } from './gls-parcel-shops.import';

/*
 * The scheduled refresh of the GLS points (issue 22): the server fetches the feed's URL every
 * GLS_REFRESH_INTERVAL_MS and imports it. Whatever goes wrong (the network, a status, a feed too
 * large, slow, unreadable or implausibly small) throws before anything is written, so the points
 * of the last good feed stay; the caller logs it and tries again at the next interval.
 */

/** The whole answer, body included, within this. */
export const PARCEL_POINT_FEED_TIMEOUT_MS = 60_000;
/** Hungary's feed is a few megabytes; a much larger answer is not the feed. */
export const PARCEL_POINT_FEED_MAX_BYTES = 50 * 1024 * 1024;

export interface ParcelPointRefreshOptions {
  url: string;
  timeoutMs?: number;
  maxBytes?: number;
  /** Aborts the download (the server stopping). */
  signal?: AbortSignal;
}

async function download(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) throw new ParcelPointFeedError(`the feed is ${declared} bytes, over ${maxBytes}`);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ParcelPointFeedError(`the feed is over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Fetches the feed and imports it; throws (nothing written) when it cannot be had or trusted. */
export async function refreshParcelPoints(
  db: Db,
  options: ParcelPointRefreshOptions,
): Promise<ParcelPointImportReport> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? PARCEL_POINT_FEED_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let json: string;
  try {
    const response = await fetch(options.url, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) {
      await response.body?.cancel();
      throw new ParcelPointFeedError(`the feed answered HTTP ${response.status}`);
    }
    json = await download(response, options.maxBytes ?? PARCEL_POINT_FEED_MAX_BYTES);
  } catch (error) {
    if (error instanceof ParcelPointFeedError) throw error;
    const reason = timeout.aborted ? 'timed out' : (error as Error).message;
    throw new ParcelPointFeedError(`the feed could not be fetched: ${reason}`, { cause: error });
  }
  return importParcelPoints(db, json);
}
