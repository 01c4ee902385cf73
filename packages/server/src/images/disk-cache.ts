import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Files in one directory, at most `maxBytes` together: writing past the cap deletes the least
 * recently used (the oldest written or read) first. The directory is read once, on first use,
 * so what an earlier run left counts too. Safe to delete at any time.
 */
export class DiskCache {
  /** File name → size, least recently used first (a Map keeps insertion order). */
  #files: Map<string, number> | undefined;
  #loading: Promise<Map<string, number>> | undefined;
  #bytes = 0;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  /** The bytes the cache holds now. */
  async size(): Promise<number> {
    await this.#index();
    return this.#bytes;
  }

  async read(name: string): Promise<Uint8Array | undefined> {
    const files = await this.#index();
    const body = await readFile(join(this.dir, name)).catch(() => undefined);
    if (body) {
      files.delete(name);
      files.set(name, body.byteLength);
    }
    return body;
  }

  /** Stores `body` under `name` (atomically: a reader never sees half a file), then evicts down to the cap. */
  async write(name: string, body: Uint8Array): Promise<void> {
    const files = await this.#index();
    if (body.byteLength > this.maxBytes) return;
    await mkdir(this.dir, { recursive: true });
    const temporary = join(this.dir, `${name}.${process.pid}.tmp`);
    await writeFile(temporary, body);
    await rename(temporary, join(this.dir, name));
    this.#bytes += body.byteLength - (files.get(name) ?? 0);
    files.delete(name);
    files.set(name, body.byteLength);
    while (this.#bytes > this.maxBytes) {
      const oldest = files.keys().next().value;
      if (oldest === undefined) break;
      this.#bytes -= files.get(oldest) ?? 0;
      files.delete(oldest);
      await unlink(join(this.dir, oldest)).catch(() => undefined);
    }
  }

  #index(): Promise<Map<string, number>> {
    if (this.#files) return Promise.resolve(this.#files);
    this.#loading ??= this.#scan().then((files) => {
      this.#files = files;
      this.#bytes = [...files.values()].reduce((sum, size) => sum + size, 0);
      return files;
    });
    return this.#loading;
  }

  async #scan(): Promise<Map<string, number>> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const found: { name: string; size: number; mtimeMs: number }[] = [];
    for (const name of names) {
      if (name.endsWith('.tmp')) continue;
      const info = await stat(join(this.dir, name)).catch(() => undefined);
      if (info?.isFile()) found.push({ name, size: info.size, mtimeMs: info.mtimeMs });
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    return new Map(found.map(({ name, size }) => [name, size]));
  }
}
