import { IMAGE_WIDTHS } from '@vag/domain';
import { describe, expect, it } from 'vitest';
import { densityWidths, srcSetWidths, widestSlot } from './image-widths';

describe('widestSlot', () => {
  it('reads the widest slot of bounded sizes: max(640 × 50 %, 979 × 47 %, 265) = 460.13 px', () => {
    expect(widestSlot('(max-width: 640px) 50vw, (max-width: 979px) 47vw, 265px')).toBeCloseTo(460.13);
  });

  it('is unbounded for a last entry in vw, and for a form it does not read', () => {
    expect(widestSlot('100vw')).toBeNull();
    expect(widestSlot('(max-width: 980px) 100vw, 50vw')).toBeNull();
    expect(widestSlot('calc(100vw - 32px)')).toBeNull();
  });
});

describe('srcSetWidths', () => {
  it('offers up to twice the widest slot, in steps of 1.5× or more: 460 px → 320, 640, 1024', () => {
    expect(srcSetWidths('(max-width: 979px) 47vw, 265px')).toEqual([320, 640, 1024]);
  });

  it('takes a width that covers the slot at 2× over a bigger step: 384 px → 320, 640, 768', () => {
    expect(srcSetWidths('384px')).toEqual([320, 640, 768]);
  });

  it('gives a thumbnail one width: 96 px → 320', () => {
    expect(srcSetWidths('96px')).toEqual([320]);
  });

  it('ends with the largest width when nothing smaller covers the slot: 1280 px → … 1920, 2560', () => {
    expect(srcSetWidths('(max-width: 1280px) 100vw, 1232px')).toEqual([320, 640, 1024, 1920, 2560]);
  });

  it('keeps every width for an image as wide as the viewport', () => {
    expect(srcSetWidths('100vw')).toEqual(IMAGE_WIDTHS);
  });
});

describe('densityWidths', () => {
  it('offers the widths that cover the slot at 1× and 2×: 265 px → 320, 640 (530 needed)', () => {
    expect(densityWidths(265)).toEqual([320, 640]);
  });

  it('takes the next width up at 2×: 400 px → 640 and 1024 (800 needed)', () => {
    expect(densityWidths(400)).toEqual([640, 1024]);
  });

  it('gives one width when it covers both, and the largest when nothing covers 2×: 100 → 320; 1600 → 1920, 2560', () => {
    expect(densityWidths(100)).toEqual([320]);
    expect(densityWidths(1600)).toEqual([1920, 2560]);
  });
});
