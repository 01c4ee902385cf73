import { createHash } from 'node:crypto';

/**
 * Demo pictures drawn as SVG from the image's own name, so the demo catalogue has calm,
 * distinct product shots without shipping binary files. Deterministic: a name always
 * gives the same picture.
 */
const palettes = [
  ['#f3e7e4', '#e2c6c0', '#7d3a52'],
  ['#eef0ea', '#cfd8c8', '#4f6b4a'],
  ['#efeaf5', '#d6cde6', '#4b4a86'],
  ['#f6efe6', '#e8d5bd', '#8a5a2b'],
  ['#e9f0f3', '#c6d7de', '#2f5d6e'],
  ['#f5ecef', '#ebcdd6', '#9c4868'],
] as const;

function seedOf(name: string): number {
  return createHash('sha1').update(name).digest().readUInt32BE(0);
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** `gentle-foam-cleanser-1` → `Gentle Foam Cleanser`. */
function labelOf(name: string): string {
  return name
    .replace(/\.[a-z]+$/, '')
    .replace(/-\d+$/, '')
    .split('-')
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Words on lines of about `width` characters, so a long product name stays on the bottle. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function productSvg(name: string, productName?: string): string {
  const seed = seedOf(name);
  const [light, mid, ink] = palettes[seed % palettes.length] ?? palettes[0];
  const shape = (seed >> 4) % 3;
  const label = wrap(productName ?? labelOf(name), 16)
    .map((line, i) => `<tspan x="400" dy="${i === 0 ? 0 : 28}">${escapeXml(line)}</tspan>`)
    .join('');
  const vessel =
    shape === 0
      ? // bottle with a pump
        `<rect x="330" y="170" width="140" height="40" rx="8" fill="${ink}"/><rect x="385" y="120" width="30" height="60" fill="${ink}"/><rect x="300" y="120" width="100" height="18" rx="9" fill="${ink}"/><rect x="250" y="210" width="300" height="560" rx="60" fill="#fff"/><rect x="250" y="210" width="300" height="560" rx="60" fill="${mid}" opacity=".35"/>`
      : shape === 1
        ? // jar
          `<rect x="215" y="360" width="370" height="90" rx="22" fill="${ink}"/><rect x="200" y="440" width="400" height="330" rx="70" fill="#fff"/><rect x="200" y="440" width="400" height="330" rx="70" fill="${mid}" opacity=".35"/>`
        : // tube
          `<rect x="290" y="640" width="220" height="110" rx="14" fill="${ink}"/><path d="M270 150h260l-20 500H290z" fill="#fff"/><path d="M270 150h260l-20 500H290z" fill="${mid}" opacity=".35"/>`;
  const labelY = shape === 1 ? 600 : shape === 0 ? 500 : 420;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="800" height="1000" fill="url(#g)"/><ellipse cx="400" cy="800" rx="260" ry="26" fill="${ink}" opacity=".12"/>
${vessel}
<text x="400" y="${labelY - 30}" text-anchor="middle" font-family="Georgia, serif" font-size="26" letter-spacing="6" fill="${ink}">VAGHEGGI</text>
<text x="400" y="${labelY + 20}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#3b3331">${label}</text>
</svg>`;
}

function sceneSvg(name: string, width: number, height: number): string {
  const seed = seedOf(name);
  const [light, mid, ink] = palettes[seed % palettes.length] ?? palettes[0];
  const circles = Array.from({ length: 5 }, (_, i) => {
    const s = (seed >> (i * 5)) & 0xff;
    const r = 80 + (s % 5) * 50;
    const cx = ((s * 37 + i * 211) % width) | 0;
    const cy = ((s * 53 + i * 149) % height) | 0;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 ? mid : '#fff'}" opacity="${0.25 + (i % 3) * 0.15}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}
<path d="M0 ${height * 0.78} C ${width * 0.3} ${height * 0.62}, ${width * 0.6} ${height * 0.95}, ${width} ${height * 0.7} V ${height} H 0 Z" fill="${ink}" opacity=".10"/>
</svg>`;
}

/**
 * The SVG of a demo image path such as `demo/products/gentle-foam-1.webp`, or undefined. A
 * product's picture carries its name: the one given, else one made from the file's name.
 */
export function demoArtSvg(path: string, productName?: string): string | undefined {
  const match = /^demo\/([a-z-]+)\/([\w.-]+)$/.exec(path);
  if (!match) return undefined;
  const [, kind = '', name = ''] = match;
  if (kind === 'products') return productSvg(name, productName);
  if (kind === 'carousels' || kind === 'carousel') return sceneSvg(name, 2400, 1000);
  if (kind === 'salons') return sceneSvg(name, 1200, 900);
  return sceneSvg(name, 1600, 1000);
}
