import { IMAGE_WIDTHS } from '@vag/domain';

/** `(max-width: 640px) 50vw` or a last `280px` / `100vw`: the entries of a `sizes` attribute we write. */
const ENTRY = /^(?:\(max-width:\s*(\d+)px\)\s*)?(\d+(?:\.\d+)?)(px|vw)$/;

/**
 * The widest an image is laid out at, in CSS pixels, by its `sizes`; null when it grows with the
 * viewport without a bound (a last entry in `vw`) or the list has a form this does not read.
 */
export function widestSlot(sizes: string): number | null {
  let widest = 0;
  for (const entry of sizes.split(',')) {
    const match = ENTRY.exec(entry.trim());
    if (!match) return null;
    const [, viewport, length, unit] = match;
    if (unit === 'px') widest = Math.max(widest, Number(length));
    else if (viewport) widest = Math.max(widest, (Number(viewport) * Number(length)) / 100);
    else return null;
  }
  return widest;
}

/**
 * The widths worth offering for an image laid out by `sizes`: up to the first that covers its
 * widest slot on a 2× screen, in steps of at least 1.5× (a browser takes the next one up; closer
 * steps save little and each costs the page a URL). An image as wide as the viewport keeps every
 * width (the home page's hero is the largest paint on phones: it gets exactly its size).
 */
export function srcSetWidths(sizes: string): readonly number[] {
  const slot = widestSlot(sizes);
  if (slot === null) return IMAGE_WIDTHS;
  const needed = 2 * slot;
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  const widths: number[] = [];
  for (const width of IMAGE_WIDTHS) {
    const last = widths.at(-1);
    if (last !== undefined && last >= needed) break;
    if (last === undefined || width >= last * 1.5 || width >= needed || width === largest) widths.push(width);
  }
  return widths;
}

/**
 * The widths of an image shown at about `slot` CSS pixels on every screen, for `x` descriptors:
 * the first width that covers it at 1×, then the first that covers it at 2× (one URL and no
 * `sizes` in the page instead of a width list, which adds up on a page of cards).
 */
export function densityWidths(slot: number): readonly number[] {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;
  const covering = (needed: number) => IMAGE_WIDTHS.find((width) => width >= needed) ?? largest;
  const [once, twice] = [covering(slot), covering(2 * slot)];
  return once === twice ? [once] : [once, twice];
}
