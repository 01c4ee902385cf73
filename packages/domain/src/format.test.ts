import { describe, expect, it } from 'vitest';
import { formatDateTime, formatHuf, fullName } from './format';
import { HostId, resolveHostId } from './ids';

describe('formatHuf', () => {
  it('groups thousands with dots and appends Ft', () => {
    expect(formatHuf(0)).toBe('0 Ft');
    expect(formatHuf(990)).toBe('990 Ft');
    expect(formatHuf(12990)).toBe('12.990 Ft');
    expect(formatHuf(1234567)).toBe('1.234.567 Ft');
    expect(formatHuf(-1500)).toBe('-1.500 Ft');
  });

  it('refuses fractional forints', () => {
    expect(() => formatHuf(12.5)).toThrow(TypeError);
  });
});

describe('fullName', () => {
  it('puts the family name first in Hungarian and the given name first in English', () => {
    expect(fullName('Csilla', 'Nagy-Tóth', 'hu')).toBe('Nagy-Tóth Csilla');
    expect(fullName('Jane', 'Smith', 'en')).toBe('Jane Smith');
  });

  it('leaves no stray space when a part is missing', () => {
    expect(fullName('', 'Smith', 'en')).toBe('Smith');
    expect(fullName(' Jane ', '', 'hu')).toBe('Jane');
  });
});

describe('formatDateTime', () => {
  it('shows UTC instants in Budapest time, winter and summer', () => {
    expect(formatDateTime('2026-01-15T08:05:00Z')).toBe('2026.01.15. 09:05');
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('2026.07.02. 00:30');
  });
});

describe('resolveHostId', () => {
  it('chooses the shop when the host contains the brand word', () => {
    expect(resolveHostId('vagheggi.localhost:3000')).toBe(HostId.shop);
    expect(resolveHostId('www.VAGHEGGI.hu')).toBe(HostId.shop);
    expect(resolveHostId('localhost:3000')).toBe(HostId.academy);
    expect(resolveHostId(undefined)).toBe(HostId.academy);
    expect(resolveHostId('shop.example', 'shop')).toBe(HostId.shop);
  });
});
