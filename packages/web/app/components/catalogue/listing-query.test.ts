import { describe, expect, it } from 'vitest';
import { pageWindow } from '../Pagination';
import { isFiltered, listingSearch, parseListingQuery, sortParams } from './listing-query';

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe('listing query', () => {
  it('reads filters, sort and page from the URL', () => {
    expect(parse('sub=4&sub=2&min=1000&max=9000&sort=price-desc&page=3')).toEqual({
      sub: [2, 4],
      min: 1000,
      max: 9000,
      sort: 'price-desc',
      page: 3,
      list: undefined,
    });
  });

  it('drops what it cannot use instead of failing', () => {
    expect(parse('sub=x&sub=-1&min=abc&max=0&sort=cheapest&page=0&list=all')).toEqual({
      sub: [],
      min: undefined,
      max: undefined,
      sort: undefined,
      page: 1,
      list: undefined,
    });
  });

  it('never sends max_price 0 and keeps the lower end of an upside-down range', () => {
    expect(parse('min=5000&max=0').max).toBeUndefined();
    expect(parse('min=5000&max=100')).toMatchObject({ min: 5000, max: undefined });
  });

  it('writes a stable query that reads back the same', () => {
    const query = parse('page=2&sort=name&sub=7&sub=3&min=10&list=promoted');
    expect(listingSearch(query)).toBe('?list=promoted&sub=3&sub=7&min=10&sort=name&page=2');
    expect(parse(listingSearch(query).slice(1))).toEqual(query);
    expect(listingSearch(parse(''))).toBe('');
  });

  it('knows when the visitor narrowed the list', () => {
    expect(isFiltered(parse('sort=name&page=2'))).toBe(false);
    expect(isFiltered(parse('sub=1'))).toBe(true);
    expect(isFiltered(parse('max=500'))).toBe(true);
  });

  it('maps sort options to the API columns of each list', () => {
    expect(sortParams('product', 'name')).toEqual({ sortBy: 'name', sortDir: 'asc' });
    expect(sortParams('training', 'name')).toEqual({ sortBy: 'title', sortDir: 'asc' });
    expect(sortParams('product', 'newest')).toEqual({ sortBy: 'created_at', sortDir: 'desc' });
    expect(sortParams('training', 'date')).toEqual({ sortBy: 'next_date', sortDir: 'asc' });
    expect(sortParams('product', 'date')).toEqual({});
    expect(sortParams('product', undefined)).toEqual({});
  });
});

describe('page window', () => {
  it('shows the ends and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});
