import { describe, expect, it } from 'vitest';
import { demoArtSvg } from './demo-art';

describe('demoArtSvg', () => {
  it("writes a product's name on its label as it is spelled, accents and all", () => {
    const svg = demoArtSvg('demo/products/gyenged-tisztito-hab-1.webp', 'Gyengéd tisztító hab');
    expect(svg).toContain('>Gyengéd tisztító</tspan><tspan x="400" dy="28">hab</tspan></text>');
  });

  it("makes a label from the file's name when no product name is known", () => {
    expect(demoArtSvg('demo/products/gentle-foam-cleanser-1.webp')).toContain('>Gentle Foam</tspan>');
  });
});
