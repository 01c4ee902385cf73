import type { OpeningHours } from '@vag/domain';
import type { ParcelShopValues } from '../../modules/gls-parcel-shops/gls-parcel-shops.queries';

type Kind = 'shop' | 'locker' | 'station';
type Point = [kind: Kind, zipcode: string, city: string, address: string, name: string, lat: number, lng: number];

const everyDay = (open: string, close: string): OpeningHours =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open, close }));
const shopHours: OpeningHours = [
  ...[1, 2, 3, 4, 5].map((day) => ({ day, open: '08:00', close: '20:00' })),
  { day: 6, open: '08:00', close: '14:00' },
];
const HOURS: Record<Kind, OpeningHours> = {
  shop: shopHours,
  locker: everyDay('00:00', '24:00'),
  station: everyDay('06:00', '22:00'),
};

const points: Point[] = [
  ['locker', '1011', 'Budapest', 'Fő utca 32.', 'GLS CsomagAutomata – Batthyány tér', 47.5069, 19.0387],
  ['shop', '1024', 'Budapest', 'Margit körút 41.', 'Papírbolt Margit körút', 47.5105, 19.0299],
  ['station', '1037', 'Budapest', 'Bécsi út 168.', 'MOL töltőállomás Bécsi út', 47.5492, 19.0285],
  ['locker', '1039', 'Budapest', 'Kossuth Lajos üdülőpart 2.', 'GLS CsomagAutomata – Rómaifürdő', 47.5791, 19.0493],
  ['shop', '1042', 'Budapest', 'Árpád út 63.', 'Újpesti Trafik és Lottózó', 47.5603, 19.0852],
  ['locker', '1051', 'Budapest', 'Október 6. utca 11.', 'GLS CsomagAutomata – Szent István tér', 47.5006, 19.0524],
  ['shop', '1054', 'Budapest', 'Bajcsy-Zsilinszky út 58.', 'Belvárosi Nyomtatószalon', 47.5064, 19.0567],
  ['locker', '1062', 'Budapest', 'Teréz körút 55.', 'GLS CsomagAutomata – Nyugati pályaudvar', 47.5107, 19.0568],
  ['shop', '1065', 'Budapest', 'Nagymező utca 14.', 'Terézvárosi Virágbolt', 47.5035, 19.0594],
  ['shop', '1074', 'Budapest', 'Rákóczi út 42.', 'Csomagpont Rákóczi út', 47.4963, 19.0684],
  ['locker', '1077', 'Budapest', 'Wesselényi utca 52.', 'GLS CsomagAutomata – Erzsébetváros', 47.4999, 19.0671],
  ['shop', '1082', 'Budapest', 'Baross utca 63.', 'Józsefvárosi Könyvesbolt', 47.4903, 19.0749],
  ['station', '1087', 'Budapest', 'Kerepesi út 9.', 'OMV töltőállomás Kerepesi út', 47.4998, 19.0897],
  [
    'locker',
    '1095',
    'Budapest',
    'Soroksári út 30.',
    'GLS CsomagAutomata – Millenniumi Kulturális Központ',
    47.4727,
    19.0716,
  ],
  ['shop', '1097', 'Budapest', 'Üllői út 129.', 'Ferencvárosi Papír-Írószer', 47.4763, 19.0921],
  [
    'locker',
    '1102',
    'Budapest',
    'Kőrösi Csoma Sándor út 33.',
    'GLS CsomagAutomata – Kőbánya Városközpont',
    47.4889,
    19.1377,
  ],
  ['shop', '1113', 'Budapest', 'Bocskai út 39.', 'Újbudai Ajándékbolt', 47.4743, 19.0418],
  ['locker', '1117', 'Budapest', 'Október huszonharmadika utca 8.', 'GLS CsomagAutomata – Allee', 47.4751, 19.0494],
  ['station', '1118', 'Budapest', 'Budaörsi út 105.', 'MOL töltőállomás Budaörsi út', 47.4713, 19.0114],
  ['shop', '1122', 'Budapest', 'Városmajor utca 13.', 'Hegyvidéki Fotószalon', 47.5083, 19.0183],
  ['locker', '1134', 'Budapest', 'Váci út 45.', 'GLS CsomagAutomata – Lehel Csarnok', 47.5183, 19.0635],
  ['shop', '1138', 'Budapest', 'Váci út 178.', 'Angyalföldi Mobiltelefon Szerviz', 47.5468, 19.0704],
  ['locker', '1148', 'Budapest', 'Örs vezér tere 25.', 'GLS CsomagAutomata – Örs vezér tere', 47.5024, 19.1366],
  ['shop', '1152', 'Budapest', 'Szentmihályi út 131.', 'Rákospalotai Háztartási Bolt', 47.5585, 19.1226],
  ['station', '1163', 'Budapest', 'Veres Péter út 51.', 'Shell töltőállomás Veres Péter út', 47.5153, 19.1958],
  ['locker', '1173', 'Budapest', 'Pesti út 5.', 'GLS CsomagAutomata – Rákoskeresztúr', 47.4854, 19.2402],
  ['shop', '1181', 'Budapest', 'Üllői út 385.', 'Pestszentlőrinci Papírbolt', 47.4446, 19.1791],
  ['locker', '1191', 'Budapest', 'Üllői út 201.', 'GLS CsomagAutomata – Kispest KÖKI', 47.4628, 19.1491],
  ['shop', '1203', 'Budapest', 'Kossuth Lajos utca 39.', 'Erzsébeti Hírlapbolt', 47.4336, 19.1157],
  ['locker', '1211', 'Budapest', 'II. Rákóczi Ferenc út 154.', 'GLS CsomagAutomata – Csepel Plaza', 47.4191, 19.0765],
  ['shop', '1221', 'Budapest', 'Kossuth Lajos utca 24.', 'Budafoki Borszaküzlet', 47.4313, 19.0386],
  ['locker', '1239', 'Budapest', 'Grassalkovich út 162.', 'GLS CsomagAutomata – Soroksár', 47.4035, 19.1171],
  ['shop', '4024', 'Debrecen', 'Piac utca 45.', 'Debreceni Könyvesház', 47.5301, 21.6249],
  ['locker', '4025', 'Debrecen', 'Csapó utca 30.', 'GLS CsomagAutomata – Fórum Debrecen', 47.5327, 21.6292],
  ['station', '4031', 'Debrecen', 'Kishegyesi út 10.', 'MOL töltőállomás Kishegyesi út', 47.5167, 21.6041],
  ['shop', '6720', 'Szeged', 'Kárász utca 16.', 'Szegedi Papír-Írószer', 46.2517, 20.1489],
  ['locker', '6724', 'Szeged', 'Kossuth Lajos sugárút 119.', 'GLS CsomagAutomata – Szeged Rókus', 46.2638, 20.1339],
  ['station', '6728', 'Szeged', 'Szabadkai út 1.', 'OMV töltőállomás Szabadkai út', 46.2319, 20.1234],
  ['shop', '3525', 'Miskolc', 'Széchenyi István út 52.', 'Miskolci Ajándékbolt', 48.1038, 20.7863],
  ['locker', '3527', 'Miskolc', 'Szentpéteri kapu 103.', 'GLS CsomagAutomata – Miskolc Plaza', 48.1159, 20.7884],
  ['station', '3534', 'Miskolc', 'Andrássy út 102.', 'Shell töltőállomás Andrássy út', 48.1109, 20.7404],
  ['shop', '7621', 'Pécs', 'Jókai tér 4.', 'Pécsi Trafik', 46.0769, 18.2281],
  ['locker', '7622', 'Pécs', 'Bajcsy-Zsilinszky utca 11.', 'GLS CsomagAutomata – Árkád Pécs', 46.0734, 18.2339],
  ['station', '7630', 'Pécs', 'Budai vám 1.', 'MOL töltőállomás Budai vám', 46.0779, 18.2584],
  ['shop', '9021', 'Győr', 'Király utca 8.', 'Győri Írószerbolt', 47.6866, 17.6348],
  ['locker', '9023', 'Győr', 'Budai út 1.', 'GLS CsomagAutomata – Győr Plaza', 47.6795, 17.6557],
  ['station', '9027', 'Győr', 'Fehérvári út 75.', 'OMV töltőállomás Fehérvári út', 47.6668, 17.6511],
  ['shop', '4400', 'Nyíregyháza', 'Zrínyi Ilona utca 3.', 'Nyíregyházi Papírbolt', 47.9552, 21.7178],
  ['locker', '4405', 'Nyíregyháza', 'Nagy Imre utca 1.', 'GLS CsomagAutomata – Nyír Plaza', 47.9636, 21.7368],
  ['station', '4401', 'Nyíregyháza', 'Debreceni út 63.', 'MOL töltőállomás Debreceni út', 47.9409, 21.7196],
  ['shop', '6000', 'Kecskemét', 'Kisfaludy utca 5.', 'Kecskeméti Könyvesbolt', 46.9076, 19.6925],
  ['locker', '6000', 'Kecskemét', 'Dunaföldvári út 2.', 'GLS CsomagAutomata – Malom Központ', 46.9016, 19.6811],
  ['station', '6044', 'Kecskemét', 'Izsáki út 2.', 'Shell töltőállomás Izsáki út', 46.8911, 19.6794],
  ['shop', '8000', 'Székesfehérvár', 'Fő utca 3.', 'Fehérvári Hírlapbolt', 47.1912, 18.4106],
  ['locker', '8000', 'Székesfehérvár', 'Palotai út 1.', 'GLS CsomagAutomata – Alba Pláza', 47.1943, 18.4148],
  ['station', '8000', 'Székesfehérvár', 'Budai út 48.', 'OMV töltőállomás Budai út', 47.1975, 18.4272],
];

/** 56 GLS points: 32 across the Budapest districts, 3 in each of 8 large cities; lockers and shops mixed. */
export function demoParcelShops(): ParcelShopValues[] {
  return points.map(([kind, zipcode, city, address, name, lat, lng], index) => ({
    code: `HU${zipcode}-${kind === 'locker' ? 'PL' : 'PS'}${String(index + 1).padStart(3, '0')}`,
    name,
    zipcode,
    city,
    address,
    isParcelLocker: kind === 'locker',
    isActive: true,
    openingHours: HOURS[kind],
    lat,
    lng,
  }));
}
