import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReloadForChunkError } from './chunk-reload';

describe('chunk reload guard', () => {
  const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/product-abc.js');

  it('recognises chunk load errors only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, then not again within 60 seconds', () => {
    expect(shouldReloadForChunkError(chunkError, null, 1_000_000)).toBe(true);
    expect(shouldReloadForChunkError(chunkError, 1_000_000, 1_030_000)).toBe(false);
    expect(shouldReloadForChunkError(chunkError, 1_000_000, 1_060_001)).toBe(true);
  });
});
