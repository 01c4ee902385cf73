import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsentLabel } from './ConsentLabel';

describe('ConsentLabel', () => {
  it('puts each placeholder’s node where the sentence has it', () => {
    const html = renderToStaticMarkup(
      <ConsentLabel
        template="Elfogadom a {terms} és az {privacy}."
        parts={{
          terms: <a href="/oldal/aszf">feltételeket</a>,
          privacy: <a href="/oldal/adatkezeles">tájékoztatót</a>,
        }}
      />,
    );
    expect(html).toBe(
      'Elfogadom a <a href="/oldal/aszf">feltételeket</a> és az <a href="/oldal/adatkezeles">tájékoztatót</a>.',
    );
  });

  it('leaves an unknown placeholder as written', () => {
    expect(renderToStaticMarkup(<ConsentLabel template="I accept the {link}" parts={{}} />)).toBe(
      'I accept the {link}',
    );
  });
});
