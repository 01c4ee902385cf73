import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { IMAGE_WIDTHS } from '@vag/domain';
import { Hono } from 'hono';
import sharp from 'sharp';
import { demoArtSvg } from './demo-art';

export interface ImageOptions {
  /** Uploaded originals (catalogue and content images). */
  mediaDir: string;
  /** Resized WebP files, safe to delete at any time. */
  cacheDir: string;
}

const MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 2560;
/** Bump when the resizing or the demo art changes, so caches and browsers fetch anew. */
const RENDER_VERSION = '1';

/** The spec's screen widths only (§9), so a crawler cannot fill the cache with every size. */
export function snapWidth(requested: string | undefined): number {
  const width = Number(requested);
  if (!Number.isFinite(width) || width <= 0) return 1024;
  return IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? MAX_WIDTH;
}

/** The source of an image path: a file under mediaDir, or demo art; undefined when neither. */
async function loadSource(mediaDir: string, path: string): Promise<{ input: Buffer; version: string } | undefined> {
  const svg = demoArtSvg(path);
  if (svg) return { input: Buffer.from(svg), version: 'demo' };
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

/**
 * GET /img/<path>?w=<width>: the image resized to a spec width as WebP, rendered once and
 * served from a disk cache afterwards.
 */
export function imageRoutes({ mediaDir, cacheDir }: ImageOptions) {
  const rendering = new Map<string, Promise<Uint8Array>>();
  const app = new Hono();

  app.get('/img/*', async (c) => {
    const path = decodeURIComponent(c.req.path.slice('/img/'.length));
    if (!path || path.includes('\0')) return c.notFound();
    const source = await loadSource(mediaDir, path);
    if (!source) return c.notFound();
    const width = snapWidth(c.req.query('w'));
    const etag = `"${createHash('sha1').update(`${RENDER_VERSION}:${path}:${width}:${source.version}`).digest('hex').slice(0, 20)}"`;
    c.header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);

    const cached = join(cacheDir, `${etag.slice(1, -1)}.webp`);
    let body: Uint8Array | undefined = await readFile(cached).catch(() => undefined);
    if (!body) {
      let job = rendering.get(cached);
      if (!job) {
        job = render(source.input, width, cached).finally(() => rendering.delete(cached));
        rendering.set(cached, job);
      }
      body = await job;
    }
    c.header('Content-Type', 'image/webp');
    return c.body(body as Uint8Array<ArrayBuffer>);
  });

  async function render(input: Buffer, width: number, target: string): Promise<Uint8Array> {
    const output = await sharp(input, { density: 144 })
      .resize({ width, withoutEnlargement: false })
      .webp({ quality: 80 })
      .toBuffer();
    await mkdir(cacheDir, { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, output);
    await rename(temporary, target);
    return output;
  }

  return app;
}
