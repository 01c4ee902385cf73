import { describe, expect, it } from 'vitest';
import { isDangerous, XSS_CORPUS } from '../testing';
import { excerpt, htmlToText, sanitizeHtml } from './html';

describe('sanitizeHtml', () => {
  it.each(XSS_CORPUS)('removes what could run script: %s', (dirty) => {
    const clean = sanitizeHtml(`<p>Szöveg</p>${dirty}`);
    expect(isDangerous(dirty)).toBe(true);
    expect(isDangerous(clean)).toBe(false);
    expect(clean).toContain('<p>Szöveg</p>');
  });

  it('keeps formatting, headings, lists, tables, safe links and images', () => {
    const html = [
      '<h2>Cím</h2>',
      '<p><strong>Félkövér</strong> és <em>dőlt</em></p>',
      '<ul><li>egy</li></ul><ol start="2"><li>kettő</li></ol>',
      '<table><tbody><tr><td colspan="2">cella</td></tr></tbody></table>',
      '<a href="https://vagheggi.example/x" title="t">link</a>',
      '<a href="mailto:info@vagheggi.example">mail</a>',
      '<a href="/oldal/aszf">belső</a>',
      '<img src="/img/demo/a.jpg" alt="kép" width="200" />',
    ].join('');
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('protects a new window from its opener and demotes h1 below the page title', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<h1>Cím</h1>')).toBe('<h2>Cím</h2>');
  });
});

describe('htmlToText and excerpt', () => {
  it('gives the readable text: tags out, entities decoded, words kept apart', () => {
    expect(htmlToText('<h2>Krém</h2><p>Bőr&nbsp;&amp; haj &#8211; &lt;3</p><script>x()</script>')).toBe(
      'Krém Bőr & haj – <3',
    );
  });

  it('cuts at a word boundary with an ellipsis', () => {
    expect(excerpt('Hidratáló krém minden bőrtípusra', 20)).toBe('Hidratáló krém…');
    expect(excerpt('rövid', 20)).toBe('rövid');
  });
});
