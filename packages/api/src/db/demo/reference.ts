import { LocaleId } from '@vag/domain';
import type { Db } from '../client';
import {
  cities,
  educationLevels,
  educationLevelTranslations,
  streetTypes,
  streetTypeTranslations,
  zipcodes,
} from '../schema';

/*
 * A real subset of Hungarian zip codes: the Budapest districts' codes and the main codes of the
 * 30 largest towns. The full list (about 3,600 codes) is the operator's import.
 */

const range = (from: number, to: number, except: number[] = []) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i).filter((code) => !except.includes(code));

const BUDAPEST = [
  ...range(1011, 1016), // I.
  ...range(1021, 1029), // II.
  ...range(1031, 1039), // III.
  ...range(1041, 1048), // IV.
  ...range(1051, 1056), // V.
  ...range(1061, 1068), // VI.
  ...range(1071, 1078), // VII.
  ...range(1081, 1089), // VIII.
  ...range(1091, 1098), // IX.
  ...range(1101, 1108), // X.
  ...range(1111, 1119), // XI.
  ...range(1121, 1126), // XII.
  ...range(1131, 1139), // XIII.
  ...range(1141, 1149), // XIV.
  ...range(1151, 1158), // XV.
  ...range(1161, 1165), // XVI.
  ...range(1171, 1174), // XVII.
  ...range(1181, 1188, [1187]), // XVIII.
  ...range(1191, 1196), // XIX.
  ...range(1201, 1205), // XX.
  ...range(1211, 1215), // XXI.
  ...range(1221, 1225), // XXII.
  ...range(1237, 1239), // XXIII.
];

const TOWNS: [city: string, codes: number[]][] = [
  ['Budapest', BUDAPEST],
  ['Debrecen', range(4024, 4032)],
  ['Szeged', range(6720, 6726)],
  ['Miskolc', range(3525, 3533)],
  ['Pécs', range(7621, 7634)],
  ['Győr', range(9021, 9030)],
  ['Nyíregyháza', [4400, 4405]],
  ['Kecskemét', [6000]],
  ['Székesfehérvár', [8000]],
  ['Szombathely', [9700]],
  ['Szolnok', [5000]],
  ['Érd', [2030]],
  ['Tatabánya', [2800]],
  ['Kaposvár', [7400]],
  ['Sopron', [9400]],
  ['Veszprém', [8200]],
  ['Békéscsaba', [5600]],
  ['Zalaegerszeg', [8900]],
  ['Eger', [3300]],
  ['Nagykanizsa', [8800]],
  ['Dunaújváros', [2400]],
  ['Hódmezővásárhely', [6800]],
  ['Dunakeszi', [2120]],
  ['Cegléd', [2700]],
  ['Szigetszentmiklós', [2310]],
  ['Baja', [6500]],
  ['Salgótarján', [3100]],
  ['Vác', [2600]],
  ['Gödöllő', [2100]],
  ['Ózd', [3600]],
  ['Szekszárd', [7100]],
];

/** [hu, en, order]: the common ones ordered first, the rest (order null) after them by name. */
const STREET_TYPES: [string, string, number | null][] = [
  ['utca', 'street', 1],
  ['út', 'road', 2],
  ['tér', 'square', 3],
  ['körút', 'boulevard', 4],
  ['köz', 'alley', 5],
  ['sor', 'row', 6],
  ['sétány', 'promenade', 7],
  ['rakpart', 'embankment', 8],
  ['dűlő', 'field road', null],
  ['fasor', 'avenue', null],
  ['lejtő', 'slope', null],
  ['park', 'park', null],
  ['liget', 'grove', null],
];

const EDUCATION_LEVELS: [string, string][] = [
  ['Alapfokú (általános iskola)', 'Primary school'],
  ['Középfokú (szakmunkásképző)', 'Vocational secondary school'],
  ['Középfokú (érettségi)', 'Secondary school-leaving exam'],
  ['Kozmetikus szakképesítés', 'Beautician qualification'],
  ['Felsőfokú szakképzés', 'Higher vocational training'],
  ['Felsőfokú (BSc)', 'Higher education (BSc)'],
  ['Felsőfokú (MSc)', 'Higher education (MSc)'],
];

export async function seedReferenceData(db: Db): Promise<void> {
  const cityRows = await db
    .insert(cities)
    .values(TOWNS.map(([name]) => ({ name })))
    .returning({ id: cities.id, name: cities.name });
  const cityId = new Map(cityRows.map((row) => [row.name, row.id]));
  await db
    .insert(zipcodes)
    .values(
      TOWNS.flatMap(([name, codes]) => codes.map((code) => ({ code: String(code), cityId: cityId.get(name) ?? 0 }))),
    );

  for (const [hu, en, order] of STREET_TYPES) {
    const [row] = await db.insert(streetTypes).values({ order }).returning({ id: streetTypes.id });
    if (!row) continue;
    await db.insert(streetTypeTranslations).values([
      { streetTypeId: row.id, localeId: LocaleId.hu, name: hu },
      { streetTypeId: row.id, localeId: LocaleId.en, name: en },
    ]);
  }

  for (const [index, [hu, en]] of EDUCATION_LEVELS.entries()) {
    const [row] = await db.insert(educationLevels).values({ sort: index }).returning({ id: educationLevels.id });
    if (!row) continue;
    await db.insert(educationLevelTranslations).values([
      { educationLevelId: row.id, localeId: LocaleId.hu, name: hu },
      { educationLevelId: row.id, localeId: LocaleId.en, name: en },
    ]);
  }
}
