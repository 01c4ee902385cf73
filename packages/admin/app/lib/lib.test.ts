import { describe, expect, it } from 'vitest';
import { localeOf, safeBack } from './locale';
import { siteFilter } from './site-filter';

describe('back-office helpers', () => {
  it('return only to a path of this host', () => {
    expect(safeBack('/audit-log?site=shop')).toBe('/audit-log?site=shop');
    expect(safeBack('//evil.example/x')).toBe('/');
    expect(safeBack('https://evil.example')).toBe('/');
    expect(safeBack('/\\evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeBack(null, '/dashboard')).toBe('/dashboard');
  });

  it('keep a site filter only within the member’s sites', () => {
    expect(siteFilter('shop', { sites: ['shop', 'academy'] })).toBe('shop');
    expect(siteFilter('academy', { sites: ['shop'] })).toBeUndefined();
    expect(siteFilter('elsewhere', { sites: ['shop'] })).toBeUndefined();
  });

  it('read the language from the switch’s cookie, Hungarian by default', () => {
    expect(localeOf(new Request('http://a/', { headers: { cookie: 'vag_admin_locale=en' } }))).toBe('en');
    expect(localeOf(new Request('http://a/'))).toBe('hu');
  });
});
