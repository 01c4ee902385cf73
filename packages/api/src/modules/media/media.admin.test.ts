import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_MAX_BYTES } from '@vag/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { createProduct, createTestApp, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { mediaAltTexts, mediaById } from './media.service';

/*
 * The media library (issue 21): an image is accepted by what its bytes are, turned upright,
 * stripped of metadata, capped at the spec's widest width and stored once as WebP; its alt texts
 * change audited; an image a product shows cannot be deleted; a rich-text preview is the
 * storefront's sanitised HTML.
 */

let t: TestApp;
let db: Db;
let admin: TestAdmin;
let editor: Agent;
let editorId: number;
let mediaDir: string;

/** A photo of `width` × `height` with EXIF (orientation 6: shot sideways) and a camera name. */
const jpeg = (width: number, height: number, red = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 80, b: 120 } } })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Somebody' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();

function form(bytes: Uint8Array<ArrayBuffer> | string, name: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  body.set('file', new File([bytes], name, { type: 'image/jpeg' }));
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}

const upload = (agent: Agent, body: FormData) => agent.post('/api/admin/v1/media', body);

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  mediaDir = t.options.mediaDir as string;
  admin = createTestAdmin(t);
  editor = admin.agent();
  const member = await createStaffMember(t, { role: 'editor' });
  editorId = member.id;
  await signInStaff(editor, member);
});
afterAll(() => t.dispose());

describe('POST /api/admin/v1/media', () => {
  it('stores a JPEG as an upright WebP of at most 2560 px without its EXIF, with its alt texts, audited', async () => {
    // 3000 × 1000 shot with orientation 6: upright it is 1000 × 3000, within the width cap.
    const response = await upload(
      editor,
      form(await jpeg(3000, 1000), '../../etc/Nyári fotó.jpg', { alt_hu: 'Krém', alt_en: 'Cream' }),
    );
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({
      width: 1000,
      height: 3000,
      original_name: 'Nyári fotó.jpg',
      alt: { hu: 'Krém', en: 'Cream' },
    });
    expect(data.url).toMatch(/^\/img\/media\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
    const stored = await readFile(join(mediaDir, data.url.slice('/img/'.length)));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1000, height: 3000 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(data.size_bytes).toBe(stored.byteLength);
    const [audit] = await queryRows<{ action: string; staff_id: number; entity_id: string }>(
      db,
      sql`select action, staff_id, entity_id from audit_log where action = 'media.upload' and entity_id = ${String(data.id)}`,
    );
    expect(audit).toEqual({ action: 'media.upload', staff_id: editorId, entity_id: String(data.id) });
  });

  it('shrinks a PNG wider than 2560 px to 2560 px, keeping its proportions', async () => {
    const response = await upload(editor, form(await png(4000, 1000), 'banner.png'));
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({ width: 2560, height: 640 });
    expect((await sharp(join(mediaDir, data.url.slice(5))).metadata()).width).toBe(2560);
  });

  it('keeps the same image once: a second upload answers the stored asset (200) and writes no row', async () => {
    const bytes = await png(300, 200);
    const first = await upload(editor, form(bytes, 'first.png'));
    expect(first.status).toBe(201);
    const second = await upload(editor, form(bytes, 'again.png'));
    expect(second.status).toBe(200);
    const [a, b] = [(await first.json()).data, await second.json()];
    expect(b.code).toBe('media_already_uploaded');
    expect(b.data.id).toBe(a.id);
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from media_assets where sha256 in (select sha256 from media_assets where id = ${a.id})`,
    );
    expect(count?.n).toBe(1);
  });

  it('refuses a text file named .jpg, an SVG and an empty file by their content (422)', async () => {
    for (const [bytes, name] of [
      ['just some text, not a picture', 'photo.jpg'],
      ['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>', 'logo.jpg'],
      ['', 'empty.png'],
    ] as const) {
      const response = await upload(editor, form(bytes, name));
      expect(response.status, name).toBe(422);
      const body = await response.json();
      expect(body.errors.file, name).toHaveLength(1);
    }
    const typeError = await (await upload(editor, form('plain text', 'x.jpg'))).json();
    expect(typeError.errors.file[0]).toBe('Csak JPEG, PNG, WebP, AVIF vagy GIF kép tölthető fel.');
  });

  it('refuses a file over 10 MB with 422 before decoding it, and a decompression bomb by its pixel count', async () => {
    const big = new Uint8Array(MEDIA_MAX_BYTES + 1);
    big.set(await png(10, 10));
    const tooLarge = await upload(editor, form(big, 'huge.png'));
    expect(tooLarge.status).toBe(422);
    expect((await tooLarge.json()).errors.file[0]).toBe('A kép legfeljebb 10 MB lehet.');
    // 7500 × 7000 of one colour compresses to a few kB: 52.5 megapixels would be decoded.
    const bomb = await sharp({ create: { width: 7500, height: 7000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await upload(editor, form(bomb, 'bomb.png'));
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors.file[0]).toBe('A kép legfeljebb 50 megapixeles lehet.');
  });
});

describe('the library: list, search, alt texts, delete', () => {
  it('lists newest first and finds an image by its file name or an alt text', async () => {
    const response = await editor.get('/api/admin/v1/media?per_page=2');
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.data).toHaveLength(2);
    expect(body.meta.total).toBeGreaterThanOrEqual(3);
    const ids = body.data.map((item: { id: number }) => item.id);
    expect(ids[0]).toBeGreaterThan(ids[1]);
    const byAlt = await (await editor.get('/api/admin/v1/media?q=CREAM')).json();
    expect(byAlt.data.map((item: { original_name: string }) => item.original_name)).toEqual(['Nyári fotó.jpg']);
    const byName = await (await editor.get('/api/admin/v1/media?q=banner')).json();
    expect(byName.data.map((item: { original_name: string }) => item.original_name)).toEqual(['banner.png']);
  });

  it('sets alt texts per language, keeps a language left out, audits before and after', async () => {
    const { data } = await (await upload(editor, form(await png(120, 80), 'alt.png'))).json();
    const saved = await editor.request(`/api/admin/v1/media/${data.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ alt_hu: 'Arckrém tégelyben', alt_en: 'Face cream in a jar' }),
    });
    expect(saved.status).toBe(200);
    const partly = await editor.request(`/api/admin/v1/media/${data.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ alt_en: 'Face cream' }),
    });
    expect((await partly.json()).data.alt).toEqual({ hu: 'Arckrém tégelyben', en: 'Face cream' });
    expect((await mediaAltTexts(db, [data.id, 999_999])).get(data.id)).toEqual({
      hu: 'Arckrém tégelyben',
      en: 'Face cream',
    });
    expect((await mediaAltTexts(db, [999_999])).get(999_999)).toEqual({ hu: '', en: '' });
    expect((await mediaById(db, data.id))?.url).toBe(data.url);
    const audits = await queryRows<{ before: unknown; after: unknown }>(
      db,
      sql`select before, after from audit_log where action = 'media.update' and entity_id = ${String(data.id)} order by id`,
    );
    expect(audits).toEqual([
      { before: { alt: { hu: '', en: '' } }, after: { alt: { hu: 'Arckrém tégelyben', en: 'Face cream in a jar' } } },
      {
        before: { alt: { hu: 'Arckrém tégelyben', en: 'Face cream in a jar' } },
        after: { alt: { hu: 'Arckrém tégelyben', en: 'Face cream' } },
      },
    ]);
    const tooLong = await editor.request(`/api/admin/v1/media/${data.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ alt_hu: 'x'.repeat(301) }),
    });
    expect(tooLong.status).toBe(422);
  });

  it('refuses to delete an image a product shows (409 media_in_use); deletes it, and its file, once free', async () => {
    const { data } = await (await upload(editor, form(await png(64, 64), 'in-use.png'))).json();
    const product = await createProduct(db);
    await db.execute(
      sql`insert into product_pictures (product_id, url, media_id, is_default) values (${product.id}, ${data.url}, ${data.id}, false)`,
    );
    const refused = await editor.request(`/api/admin/v1/media/${data.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe('media_in_use');
    expect((await editor.get(`/api/admin/v1/media/${data.id}`)).status).toBe(200);
    const file = join(mediaDir, data.url.slice('/img/'.length));
    await stat(file);

    await db.execute(sql`delete from product_pictures where media_id = ${data.id}`);
    const deleted = await editor.request(`/api/admin/v1/media/${data.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await editor.get(`/api/admin/v1/media/${data.id}`)).status).toBe(404);
    await expect(stat(file)).rejects.toThrow();
    const [audit] = await queryRows<{ staff_id: number }>(
      db,
      sql`select staff_id from audit_log where action = 'media.delete' and entity_id = ${String(data.id)}`,
    );
    expect(audit?.staff_id).toBe(editorId);
  });

  it('answers 404 for an image that is not there', async () => {
    expect((await editor.get('/api/admin/v1/media/999999')).status).toBe(404);
  });
});

describe('POST /api/admin/v1/content/preview', () => {
  it('answers what the storefront shows: scripts, event handlers and javascript: URLs gone, the editor’s markup kept', async () => {
    const draft =
      '<h2>Cím</h2><p><strong>Erős</strong> <em>dőlt</em> <a href="/termekek">belső</a> <a href="javascript:alert(1)">rossz</a></p>' +
      '<ul><li>egy</li></ul><img src="/img/media/2026/11/a.webp" alt="Krém" onerror="alert(1)"><script>alert(2)</script>' +
      '<p onclick="alert(3)" style="color:red">szöveg</p>';
    const response = await editor.post('/api/admin/v1/content/preview', { html: draft, locale: 'hu' });
    expect(response.status).toBe(200);
    const { html } = (await response.json()).data;
    expect(html).toBe(
      '<h2>Cím</h2><p><strong>Erős</strong> <em>dőlt</em> <a href="/termekek">belső</a> <a>rossz</a></p>' +
        '<ul><li>egy</li></ul><img src="/img/media/2026/11/a.webp" alt="Krém" /><p>szöveg</p>',
    );
  });
});
