import { describe, expect, it } from 'vitest';
import { thirdPartyOrigins, trackingFor } from './app';
import { loadConfig } from './config';

const production = loadConfig({
  TRACKING_HOSTS: 'vagheggi.hu, akademia.vagheggi.hu',
  GA_MEASUREMENT_ID: 'G-ABC123',
  BARION_PIXEL_ID: 'BP-abcDEF1234-01',
});

describe('tracking pixels', () => {
  it('are offered only on the configured production hosts', () => {
    expect(trackingFor(production, 'vagheggi.hu')).toEqual({
      gaMeasurementId: 'G-ABC123',
      googleAdsId: undefined,
      barionPixelId: 'BP-abcDEF1234-01',
    });
    expect(trackingFor(production, 'AKADEMIA.vagheggi.hu:443')?.gaMeasurementId).toBe('G-ABC123');
    expect(trackingFor(production, 'vagheggi.localhost:3000')).toBeUndefined();
    expect(trackingFor(production, undefined)).toBeUndefined();
    expect(trackingFor(loadConfig({}), 'vagheggi.hu')).toBeUndefined();
  });

  it('open the Content-Security-Policy only for what is configured', () => {
    expect(thirdPartyOrigins(loadConfig({}))).toEqual({ script: [], connect: [], frame: [] });
    const origins = thirdPartyOrigins(production);
    expect(origins.script).toEqual(['https://www.googletagmanager.com', 'https://pixel.barion.com']);
    expect(origins.frame).toEqual([]);
  });

  it('refuses malformed ids at start-up', () => {
    expect(() => loadConfig({ GA_MEASUREMENT_ID: 'UA-1' })).toThrow(/GA_MEASUREMENT_ID/);
  });
});
