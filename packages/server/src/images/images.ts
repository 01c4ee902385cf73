import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { IMAGE_WIDTHS } from '@vag/domain';
import { Hono } from 'hono';
import { demoArtSvg } from './demo-art';
import type { DemoImageUse } from './demo-in-use';
import { DiskCache } from './disk-cache';

export interface ImageOptions {
  /** Uploaded originals (catalogue and content images). */
  mediaDir: string;
  /** Resized WebP files, safe to delete at any time. */
  cacheDir: string;
  /** What the resized files may take on disk; the least recently used go first. */
  cacheMaxBytes: number;
  /** What in the catalogue or the content shows a demo image (`/img/demo/…`): only those are drawn. */
  demoImageInUse: (url: string) => Promise<DemoImageUse | undefined>;
}

const MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 2560;
/** Bump when the resizing or the demo art changes, so caches and browsers fetch anew. */
const RENDER_VERSION = '3';

/** The spec's screen widths only (§9), so a crawler cannot fill the cache with every size. */
export function snapWidth(requested: string | undefined): number {
  const width = Number(requested);
  if (!Number.isFinite(width) || width <= 0) return 1024;
  return IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? MAX_WIDTH;
}

/** A demo picture's source: drawn from its name, only for a name the data shows. */
async function demoSource(
  path: string,
  inUse: ImageOptions['demoImageInUse'],
): Promise<{ input: Buffer; version: string } | undefined> {
  if (demoArtSvg(path) === undefined) return undefined;
  const use = await inUse(`/img/${path}`);
  const svg = use && demoArtSvg(path, use.productName);
  return svg ? { input: Buffer.from(svg), version: 'demo' } : undefined;
}

/** An uploaded original under mediaDir; undefined when there is no such file. */
async function mediaSource(mediaDir: string, path: string): Promise<{ input: Buffer; version: string } | undefined> {
  const file = normalize(join(mediaDir, path));
  if (!file.startsWith(normalize(mediaDir) + sep)) return undefined;
  try {
    const info = await stat(file);
    if (!info.isFile()) return undefined;
    return { input: await readFile(file), version: String(info.mtimeMs) };
  } catch {
    return undefined;
  }
}

const etagOf = (path: string, width: number, version: string) =>
  `"${createHash('sha1').update(`${RENDER_VERSION}:${path}:${width}:${version}`).digest('hex').slice(0, 20)}"`;

/**
 * GET /img/<path>?w=<width>: the image resized to a spec width as WebP, rendered once and
 * served from a bounded disk cache afterwards. Only images that exist are resized: a file
 * under mediaDir, or a demo picture the data shows; any other name is 404 without rendering.
 */
export function imageRoutes({ mediaDir, cacheDir, cacheMaxBytes, demoImageInUse }: ImageOptions) {
  const rendering = new Map<string, Promise<Uint8Array>>();
  const disk = new DiskCache(cacheDir, cacheMaxBytes);
  const app = new Hono();

  app.get('/img/*', async (c) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path.slice('/img/'.length));
    } catch {
      return c.text('Hibás kép-cím / Malformed image address', 400);
    }
    if (!path || path.includes('\0')) return c.notFound();
    const width = snapWidth(c.req.query('w'));
    const demo = demoArtSvg(path) !== undefined;
    // A demo picture's ETag needs no source: a stored rendering is answered without asking the database.
    let etag = demo ? etagOf(path, width, 'demo') : undefined;
    let body = etag ? await disk.read(`${etag.slice(1, -1)}.webp`) : undefined;
    let source: { input: Buffer; version: string } | undefined;
    if (!body) {
      source = demo ? await demoSource(path, demoImageInUse) : await mediaSource(mediaDir, path);
      if (!source) return c.notFound();
      etag = etagOf(path, width, source.version);
    }
    c.header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);

    const name = `${(etag as string).slice(1, -1)}.webp`;
    body ??= await disk.read(name);
    if (!body && source) {
      let job = rendering.get(name);
      if (!job) {
        job = render(source.input, width, name).finally(() => rendering.delete(name));
        rendering.set(name, job);
      }
      body = await job;
    }
    c.header('Content-Type', 'image/webp');
    return c.body(body as Uint8Array<ArrayBuffer>);
  });

  async function render(input: Buffer, width: number, name: string): Promise<Uint8Array> {
    // sharp (libvips) loads on the first resize, not at start (issue 23's idle memory): the
    // resized widths are cached on disk, so a warm instance rarely needs it.
    const { default: sharp } = await import('sharp');
    const output = await sharp(input, { density: 144 })
      .resize({ width, withoutEnlargement: false })
      .webp({ quality: 80 })
      .toBuffer();
    await disk.write(name, output);
    return output;
  }

  return app;
}
