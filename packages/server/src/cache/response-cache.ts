import { createHash } from 'node:crypto';
import { compressWhole, type Encoding } from '../compression';

/**
 * An in-memory HTTP response cache (DESIGN §9-10): storefront pages and public API answers for
 * visitors without a session. Entries are fresh for a while, then served stale while one
 * request renders them again; a data change (cache/data-changes.ts) drops the entries built
 * from it at once. Concurrent misses of one key wait for a single render.
 */

/** What a render answered, fully read: status, headers and the identity-encoded body. */
export interface Snapshot {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

export interface Entry extends Snapshot {
  key: string;
  /** Strong validator of the identity body, quoted as in the header. */
  etag: string;
  /** What data the entry was built from; an invalidation of one of them drops it. */
  tags: ReadonlySet<string>;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  /** Compressed bodies, made on first demand and kept with the entry. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  size: number;
}

export interface Lifetime {
  /** Milliseconds an entry is served without rendering it again. */
  freshMs: number;
  /** Milliseconds after that in which it is still served while one request renders it again. */
  staleMs: number;
}

export type Lookup = { entry: Entry; state: 'hit' | 'stale' } | undefined;

export interface ResponseCacheOptions {
  /** The most the bodies may weigh together (identity and compressed); least recently used go first. */
  maxBytes: number;
  now?: () => number;
}

/** Response headers that belong to one delivery, not to the cached document. */
const PER_DELIVERY = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'etag',
  'x-request-id',
  'x-cache',
  'age',
]);

export function etagOf(body: Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Reads a response whole into a snapshot (the headers of one delivery left out). */
export async function snapshotOf(response: Response): Promise<Snapshot> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!PER_DELIVERY.has(name)) headers.push([name, value]);
  });
  return { status: response.status, headers, body };
}

export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  readonly #inFlight = new Map<string, Promise<Snapshot>>();
  readonly #maxBytes: number;
  readonly #now: () => number;
  #bytes = 0;
  /** Bumped by every invalidation: a render that began before one must not be stored. */
  #epoch = 0;

  constructor(options: ResponseCacheOptions) {
    this.#maxBytes = options.maxBytes;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The entry of a key while it may be served, marked most recently used. */
  lookup(key: string): Lookup {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const now = this.#now();
    if (now >= entry.staleUntil) {
      this.#delete(key, entry);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return { entry, state: now < entry.freshUntil ? 'hit' : 'stale' };
  }

  /**
   * Renders a key once however many requests ask for it together. The render's snapshot is
   * stored when `storable` says so and no invalidation happened meanwhile; every waiting request
   * gets the snapshot (stored or not).
   */
  render(
    key: string,
    produce: () => Promise<Snapshot>,
    policy: (snapshot: Snapshot) => { tags: Iterable<string>; lifetime: Lifetime } | undefined,
  ): Promise<Snapshot> {
    const running = this.#inFlight.get(key);
    if (running) return running;
    const epoch = this.#epoch;
    const work = produce()
      .then((snapshot) => {
        const decision = policy(snapshot);
        if (decision && epoch === this.#epoch) this.#store(key, snapshot, decision.tags, decision.lifetime);
        return snapshot;
      })
      .finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, work);
    return work;
  }

  /** Drops every entry built from the tag (every entry without one), and voids renders under way. */
  invalidate(tag?: string): number {
    this.#epoch++;
    let dropped = 0;
    for (const [key, entry] of this.#entries) {
      if (tag === undefined || entry.tags.has(tag)) {
        this.#delete(key, entry);
        dropped++;
      }
    }
    return dropped;
  }

  /** The body in an encoding, compressed once per entry. */
  encoded(entry: Entry, encoding: Encoding): Promise<Buffer> {
    let body = entry.encoded[encoding];
    if (!body) {
      body = compressWhole(entry.body, encoding, 'kept');
      entry.encoded[encoding] = body;
      void body.then((buffer) => {
        if (this.#entries.get(entry.key) === entry) {
          entry.size += buffer.byteLength;
          this.#bytes += buffer.byteLength;
          this.#evict();
        }
      });
    }
    return body;
  }

  #store(key: string, snapshot: Snapshot, tags: Iterable<string>, lifetime: Lifetime) {
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    const now = this.#now();
    const entry: Entry = {
      ...snapshot,
      key,
      etag: etagOf(snapshot.body),
      tags: new Set(tags),
      storedAt: now,
      freshUntil: now + lifetime.freshMs,
      staleUntil: now + lifetime.freshMs + lifetime.staleMs,
      encoded: {},
      size: snapshot.body.byteLength + 256,
    };
    if (entry.size > this.#maxBytes / 4) return;
    this.#entries.set(key, entry);
    this.#bytes += entry.size;
    this.#evict();
  }

  #delete(key: string, entry: Entry) {
    if (this.#entries.get(key) !== entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  #evict() {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#delete(key, entry);
    }
  }
}
