import { describe, expect, it } from 'vitest';
import { pixelsFor } from './tracking';

const ids = { gaMeasurementId: 'G-TEST', googleAdsId: 'AW-1', barionPixelId: 'BP-abc-01' };
const consent = (analytics: boolean, marketing: boolean, decided = true) => ({ decided, analytics, marketing });

describe('pixelsFor', () => {
  it('loads nothing off the production hosts, whatever the consent', () => {
    expect(pixelsFor(undefined, consent(true, true))).toEqual([]);
  });

  it('loads nothing before the visitor decided, and nothing beyond the levels they accepted', () => {
    expect(pixelsFor(ids, consent(true, true, false))).toEqual([]);
    expect(pixelsFor(ids, consent(false, false))).toEqual([]);
    expect(pixelsFor(ids, consent(true, false))).toEqual(['analytics']);
    expect(pixelsFor(ids, consent(false, true))).toEqual(['ads', 'barion']);
    expect(pixelsFor(ids, consent(true, true))).toEqual(['analytics', 'ads', 'barion']);
  });

  it('skips pixels without an id', () => {
    expect(pixelsFor({ barionPixelId: 'BP-abc-01' }, consent(true, true))).toEqual(['barion']);
  });
});
