import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { SiteKey } from '@vag/domain';
import mjml2html from 'mjml';

/*
 * The mails' look, written in MJML (decision 0013) and compiled ahead of time: MJML 5 renders
 * asynchronously and takes milliseconds, while a mail is rendered inside the purchase's
 * transaction. So one MJML specimen per site holds the frame and one example of every block,
 * between `<!--vag:begin:NAME-->` and `<!--vag:end:NAME-->` markers; the compiled HTML is cut
 * at the markers into pieces with %%TOKEN%% slots, written to layout.generated.ts, and
 * layout.ts fills the slots with escaped values per mail.
 *
 * After changing this file: `npx tsx packages/api/src/lib/mail/compile-layout.ts`
 * (layout.test.ts fails while the generated file is stale).
 */

/** The sites' design tokens (packages/web/app/styles/tokens.css), the ones a mail needs. */
export const mailColours = {
  background: '#fbf9f7',
  surface: '#ffffff',
  text: '#1f1b1a',
  muted: '#5f5753',
  line: '#e7e1dc',
  site: {
    shop: { accent: '#7d3a52', strong: '#5e2a3d', soft: '#f4e9ec' },
    academy: { accent: '#4b4a86', strong: '#363566', soft: '#ecebf6' },
  } satisfies Record<SiteKey, { accent: string; strong: string; soft: string }>,
};

const FONT = 'Arial, Helvetica, sans-serif';
const DISPLAY_FONT = "Georgia, 'Times New Roman', serif";

const block = (name: string, mjml: string) =>
  `<mj-raw><!--vag:begin:${name}--></mj-raw>${mjml}<mj-raw><!--vag:end:${name}--></mj-raw>`;
/** A piece of HTML inside an mj-table (rows), marked the same way. */
const rows = (name: string, html: string) => `<!--vag:begin:${name}-->${html}<!--vag:end:${name}-->`;

function specimen(site: SiteKey): string {
  const { background, surface, text, muted, line } = mailColours;
  const { accent, strong, soft } = mailColours.site[site];
  const cell = 'padding:8px 0;vertical-align:top';
  return `<mjml lang="%%LANG%%" dir="ltr">
<mj-head>
  <mj-title>%%SUBJECT%%</mj-title>
  <mj-preview>%%PREHEADER%%</mj-preview>
  <mj-attributes>
    <mj-all font-family="${FONT}" />
    <mj-section padding="0" />
    <mj-column padding="0" />
    <mj-text font-size="16px" line-height="24px" color="${text}" padding="8px 32px" />
    <mj-table font-size="16px" line-height="24px" color="${text}" padding="8px 32px" cellpadding="0" />
  </mj-attributes>
  <mj-style>
    a { color: ${accent}; }
    @media only screen and (max-width: 479px) {
      .vag-card td.vag-pad, .vag-card .vag-pad { padding-left: 20px !important; padding-right: 20px !important; }
    }
  </mj-style>
</mj-head>
<mj-body background-color="${background}" width="600px">
  <mj-section padding="24px 0 16px">
    <mj-column>
      <mj-text align="center" font-family="${DISPLAY_FONT}" font-size="28px" line-height="36px" letter-spacing="1px" color="${strong}" padding="8px 24px">%%BRAND%%</mj-text>
    </mj-column>
  </mj-section>
  <mj-section background-color="${surface}" border-top="4px solid ${accent}" padding="24px 0" css-class="vag-card">
    <mj-column>
      <mj-text font-size="18px" line-height="28px" font-weight="bold" padding="8px 32px 8px" css-class="vag-pad">%%GREETING%%</mj-text>
      <mj-raw><!--vag:begin:content--></mj-raw>
      ${block('paragraph', `<mj-text css-class="vag-pad">%%TEXT%%</mj-text>`)}
      ${block('heading', `<mj-text font-size="18px" line-height="28px" font-weight="bold" color="${strong}" padding="24px 32px 0" css-class="vag-pad">%%TEXT%%</mj-text>`)}
      ${block(
        'facts',
        `<mj-table css-class="vag-pad">${rows(
          'factRow',
          `<tr><td style="${cell};border-bottom:1px solid ${line}"><div style="font-size:14px;line-height:20px;color:${muted}">%%LABEL%%</div><div style="font-size:16px;line-height:24px;font-weight:bold;color:${text}">%%VALUE%%</div></td></tr>`,
        )}</mj-table>`,
      )}
      ${block(
        'items',
        `<mj-table css-class="vag-pad">${rows(
          'itemRow',
          `<tr><td style="${cell};padding-right:16px;border-bottom:1px solid ${line}">%%LABEL%%</td><td style="${cell};text-align:right;white-space:nowrap;border-bottom:1px solid ${line}">%%VALUE%%</td></tr>`,
        )}${rows(
          'totalRow',
          `<tr><td style="${cell};padding-top:12px;padding-right:16px;font-size:18px;font-weight:bold;border-top:2px solid ${text}">%%LABEL%%</td><td style="${cell};padding-top:12px;text-align:right;white-space:nowrap;font-size:18px;font-weight:bold;border-top:2px solid ${text}">%%VALUE%%</td></tr>`,
        )}</mj-table>`,
      )}
      ${block(
        'quote',
        `<mj-text css-class="vag-pad"><div style="border-left:4px solid ${accent};background:${soft};padding:12px 16px">%%TEXT%%</div></mj-text>`,
      )}
      ${block(
        'action',
        `<mj-button href="%%URL%%" background-color="${accent}" color="#ffffff" font-size="16px" font-weight="bold" line-height="24px" inner-padding="12px 28px" border-radius="4px" padding="24px 32px 8px" align="left" css-class="vag-pad">%%LABEL%%</mj-button>
      <mj-text font-size="14px" line-height="20px" color="${muted}" padding="0 32px 8px" css-class="vag-pad">%%HINT%%<br><a href="%%URL%%" style="color:${strong};word-break:break-all">%%URL%%</a></mj-text>`,
      )}
      <mj-raw><!--vag:end:content--></mj-raw>
      <mj-text padding="24px 32px 8px" css-class="vag-pad">%%SIGNATURE%%</mj-text>
    </mj-column>
  </mj-section>
  <mj-section padding="16px 0 32px">
    <mj-column>
      <mj-text align="center" font-size="14px" line-height="20px" color="${muted}" padding="4px 24px">%%BRAND%%</mj-text>
      <mj-raw><!--vag:begin:extra--></mj-raw>
      ${block(
        'unsubscribe',
        `<mj-text align="center" font-size="14px" line-height="20px" color="${muted}" padding="4px 24px"><a href="%%URL%%" style="color:${strong}">%%LABEL%%</a></mj-text>`,
      )}
      <mj-raw><!--vag:end:extra--></mj-raw>
    </mj-column>
  </mj-section>
</mj-body>
</mjml>`;
}

export const blockNames = [
  'paragraph',
  'heading',
  'facts',
  'factRow',
  'items',
  'itemRow',
  'totalRow',
  'quote',
  'action',
  'unsubscribe',
] as const;
export type BlockName = (typeof blockNames)[number];
export type CompiledLayout = { document: string } & Record<BlockName, string>;

const tidy = (html: string) =>
  html
    .split('\n')
    .map((row) => row.trim())
    .filter(Boolean)
    .join('\n');

function cut(html: string, name: string): { inner: string; start: number; end: number } {
  const begin = `<!--vag:begin:${name}-->`;
  const start = html.indexOf(begin);
  const end = html.indexOf(`<!--vag:end:${name}-->`);
  if (start < 0 || end < start) throw new Error(`the compiled mail has no ${name} block`);
  return { inner: html.slice(start + begin.length, end), start, end: end + `<!--vag:end:${name}-->`.length };
}

/** Compiles the specimen of one site and cuts it into the frame and its blocks. */
export async function compileLayout(site: SiteKey): Promise<CompiledLayout> {
  const { html, errors } = await mjml2html(specimen(site), { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const pieces = {} as Record<BlockName, string>;
  for (const name of blockNames) {
    let inner = cut(html, name).inner;
    // A table's own rows are slotted in: the table keeps one %%ROWS%% where its specimen rows were.
    for (const row of ['factRow', 'itemRow', 'totalRow']) {
      if (!inner.includes(`<!--vag:begin:${row}-->`)) continue;
      const found = cut(inner, row);
      inner = `${inner.slice(0, found.start)}${row === 'totalRow' ? '' : '%%ROWS%%'}${inner.slice(found.end)}`;
    }
    pieces[name] = tidy(inner);
  }
  let document = html;
  for (const [region, token] of [
    ['content', '%%CONTENT%%'],
    ['extra', '%%EXTRA%%'],
  ] as const) {
    const found = cut(document, region);
    document = `${document.slice(0, found.start)}${token}${document.slice(found.end)}`;
  }
  return { document: tidy(document), ...pieces };
}

export async function compileLayouts(): Promise<Record<SiteKey, CompiledLayout>> {
  return { shop: await compileLayout('shop'), academy: await compileLayout('academy') };
}

export const generatedPath = fileURLToPath(new URL('./layout.generated.ts', import.meta.url));

export function generatedSource(layouts: Record<SiteKey, CompiledLayout>): string {
  return `/* Generated by compile-layout.ts from its MJML: do not edit. */\n\nexport const compiledLayouts = ${JSON.stringify(layouts, null, 2)};\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(generatedPath, generatedSource(await compileLayouts()));
  // In the repository's style, so that the lint passes on it.
  execFileSync('npx', ['biome', 'format', '--write', generatedPath], { stdio: 'inherit' });
  console.log(`wrote ${generatedPath}`);
}
