import { describe, expect, it } from 'vitest';
import { foldPlaceName, formatDistanceKm, parcelPointLine, parcelPointName } from './parcel-points';

const locker = {
  name: 'GLS CsomagAutomata – Szent István tér',
  zipcode: '1051',
  city: 'Budapest',
  address: 'Október 6. utca 11.',
};

describe('naming a parcel point once', () => {
  it('drops the carrier product the delivery method already names, in either language', () => {
    expect(parcelPointName(locker.name, 'GLS CsomagAutomata')).toBe('Szent István tér');
    expect(parcelPointName(locker.name, 'GLS ParcelLocker')).toBe('Szent István tér');
    expect(parcelPointLine(locker, 'GLS CsomagAutomata')).toBe('Szent István tér, 1051 Budapest, Október 6. utca 11.');
  });

  it('keeps a name whose dash is its own, and a name without the method beside it', () => {
    expect(parcelPointName('Papír – Írószer Margit körút', 'GLS CsomagPont')).toBe('Papír – Írószer Margit körút');
    expect(parcelPointName('MOL töltőállomás Bécsi út', 'GLS CsomagPont')).toBe('MOL töltőállomás Bécsi út');
    expect(parcelPointLine(locker)).toBe('GLS CsomagAutomata – Szent István tér, 1051 Budapest, Október 6. utca 11.');
  });

  it('leaves out a name that is only the product, so the method is not said twice', () => {
    expect(parcelPointLine({ ...locker, name: 'GLS CsomagAutomata' }, 'GLS CsomagAutomata')).toBe(
      '1051 Budapest, Október 6. utca 11.',
    );
  });
});

describe('foldPlaceName', () => {
  it('ignores accents, case and extra spaces', () => {
    expect(foldPlaceName('  Székesfehérvár ')).toBe('szekesfehervar');
    expect(foldPlaceName('NYÍREGYHÁZA')).toBe(foldPlaceName('nyiregyhaza'));
    expect(foldPlaceName('Győr')).toBe('gyor');
  });
});

describe('formatDistanceKm', () => {
  it('writes a decimal comma in Hungarian and a point in English, one decimal under 10 km, never 0', () => {
    expect(formatDistanceKm(0.84, 'hu')).toBe('0,8 km');
    expect(formatDistanceKm(0.84, 'en')).toBe('0.8 km');
    expect(formatDistanceKm(0, 'hu')).toBe('< 0,1 km');
    expect(formatDistanceKm(0.1, 'en')).toBe('0.1 km');
    expect(formatDistanceKm(12.6, 'hu')).toBe('13 km');
  });
});
