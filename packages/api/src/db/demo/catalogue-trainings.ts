/*
 * The academy's demo trainings: nested training categories and trainings with past and upcoming
 * dates. Dates are days relative to the seed day, so that a fresh install always has upcoming
 * ones; prices are gross forints.
 */

export interface TrainingCategorySeed {
  key: string;
  hu: string;
  en: string;
  parent?: string;
}

export interface TrainingDateSeed {
  /** Days from the seed day; negative for a past date. */
  day: number;
  /** Classroom at a venue key, or online. */
  at: keyof typeof venues | 'online';
  capacity: number;
  held?: number;
  /** A date-specific duration in hours, overriding the training's. */
  hours?: number;
}

export interface TrainingSeed {
  hu: string;
  en: string;
  categories: string[];
  /** Duration with its unit: hours or minutes. */
  duration: [number, 'hours' | 'minutes'];
  classroom?: number;
  online?: number;
  classroomSale?: number;
  onlineSale?: number;
  highlighted?: boolean;
  text: [hu: string, en: string];
  dates: TrainingDateSeed[];
}

export const venues = {
  kiraly: '1061 Budapest, Király utca 26. (Vagheggi Akadémia, 2. emelet)',
  bartok: '1114 Budapest, Bartók Béla út 43–47.',
  vaci: '1134 Budapest, Váci út 45. (Átrium irodaház)',
} as const;

export const demoTrainingCategories: TrainingCategorySeed[] = [
  { key: 'facials', hu: 'Arckezelések', en: 'Facial treatments' },
  { key: 'classic', hu: 'Klasszikus arckezelések', en: 'Classic facials', parent: 'facials' },
  { key: 'anti-ageing', hu: 'Anti-aging kezelések', en: 'Anti-ageing treatments', parent: 'facials' },
  { key: 'devices', hu: 'Gépi kezelések', en: 'Device treatments' },
  { key: 'radiofrequency', hu: 'Rádiófrekvencia', en: 'Radiofrequency', parent: 'devices' },
  { key: 'microdermabrasion', hu: 'Mikrodermabrázió', en: 'Microdermabrasion', parent: 'devices' },
  { key: 'pmu', hu: 'Sminktetoválás', en: 'Permanent make-up' },
  { key: 'brows', hu: 'Szemöldök', en: 'Brows', parent: 'pmu' },
  { key: 'webinars', hu: 'Online webinárok', en: 'Online webinars' },
];

export const demoTrainings: TrainingSeed[] = [
  {
    hu: 'Klasszikus arckezelés alapképzés',
    en: 'Classic facial foundation course',
    categories: ['classic'],
    duration: [24, 'hours'],
    classroom: 149_000,
    highlighted: true,
    text: [
      'Háromnapos gyakorlati képzés a bőrdiagnosztikától a tisztításon és masszázson át a maszkolásig. A résztvevők modellen dolgoznak, és tanúsítványt kapnak.',
      'A three-day hands-on course from skin analysis through cleansing and massage to masks. Participants work on models and receive a certificate.',
    ],
    dates: [
      { day: -20, at: 'kiraly', capacity: 12, held: 12 },
      { day: 12, at: 'kiraly', capacity: 12, held: 11 },
      { day: 47, at: 'kiraly', capacity: 12, held: 4 },
      { day: 82, at: 'bartok', capacity: 12 },
    ],
  },
  {
    hu: 'Tinédzserbőr kezelése',
    en: 'Treating teenage skin',
    categories: ['classic'],
    duration: [6, 'hours'],
    classroom: 49_000,
    text: [
      'Pattanásos, zsíros bőr kezelése lépésről lépésre: otthoni rutin összeállítása és szalonkezelési protokoll fiatal vendégeknek.',
      'Step-by-step care for oily, blemish-prone skin: building a home routine and a salon protocol for young clients.',
    ],
    dates: [
      { day: 9, at: 'bartok', capacity: 10, held: 2 },
      { day: 58, at: 'bartok', capacity: 10 },
    ],
  },
  {
    hu: 'Aromaterápiás arcmasszázs',
    en: 'Aromatherapy facial massage',
    categories: ['classic', 'webinars'],
    duration: [5, 'hours'],
    classroom: 39_000,
    online: 24_000,
    text: [
      'Illóolajok biztonságos használata és egy 45 perces relaxáló arcmasszázs koreográfiája. Online is követhető, gyakorló videókkal.',
      'Safe use of essential oils and the choreography of a 45-minute relaxing facial massage. Also available online with practice videos.',
    ],
    dates: [
      { day: 5, at: 'online', capacity: 16, held: 9 },
      { day: 19, at: 'kiraly', capacity: 8, held: 7 },
      { day: 61, at: 'kiraly', capacity: 8 },
    ],
  },
  {
    hu: 'Intenzív anti-aging kezelések',
    en: 'Intensive anti-ageing treatments',
    categories: ['anti-ageing'],
    duration: [8, 'hours'],
    classroom: 69_000,
    classroomSale: 59_000,
    text: [
      'Peptid- és retinolkúrák, lifting masszázs és kollagénmaszkok kombinálása érett bőrre, kezelési tervek készítésével.',
      'Combining peptide and retinol courses, lifting massage and collagen masks for mature skin, with treatment planning.',
    ],
    dates: [
      { day: -9, at: 'vaci', capacity: 10, held: 9 },
      { day: 16, at: 'vaci', capacity: 10, held: 3 },
      { day: 44, at: 'vaci', capacity: 10 },
    ],
  },
  {
    hu: 'Retinol és peptidek a gyakorlatban',
    en: 'Retinol and peptides in practice',
    categories: ['anti-ageing', 'webinars'],
    duration: [3, 'hours'],
    online: 19_900,
    text: [
      'Online előadás a hatóanyagok működéséről, kombinálásáról és a vendégnek adható otthoni ajánlásokról.',
      'An online session on how these actives work, how to combine them and what to recommend for home use.',
    ],
    dates: [
      { day: 7, at: 'online', capacity: 16, held: 5 },
      { day: 35, at: 'online', capacity: 16 },
    ],
  },
  {
    hu: 'Rádiófrekvenciás bőrfeszesítés',
    en: 'Radiofrequency skin tightening',
    categories: ['radiofrequency'],
    duration: [8, 'hours'],
    classroom: 89_000,
    text: [
      'A rádiófrekvencia fizikája, ellenjavallatai és biztonságos kezelési paraméterei arcra és testre, gyakorlattal a saját gépeinken.',
      'The physics, contraindications and safe settings of radiofrequency for face and body, with practice on our devices.',
    ],
    dates: [
      { day: 21, at: 'bartok', capacity: 8, held: 1 },
      { day: 63, at: 'bartok', capacity: 8 },
    ],
  },
  {
    hu: 'Mikrodermabrázió a gyakorlatban',
    en: 'Microdermabrasion in practice',
    categories: ['microdermabrasion'],
    duration: [6, 'hours'],
    classroom: 79_000,
    highlighted: true,
    text: [
      'Gyémántfejes és kristályos mikrodermabrázió: bőrtípusonkénti beállítások, kombinálás savas peelingekkel, utókezelés.',
      'Diamond-tip and crystal microdermabrasion: settings per skin type, combining with acid peels, aftercare.',
    ],
    dates: [
      { day: 14, at: 'vaci', capacity: 6, held: 6 },
      { day: 28, at: 'vaci', capacity: 6, held: 5 },
      { day: 70, at: 'vaci', capacity: 6 },
    ],
  },
  {
    hu: 'Gépi kezelések elmélete',
    en: 'Theory of device treatments',
    categories: ['devices', 'webinars'],
    duration: [180, 'minutes'],
    online: 14_900,
    text: [
      'Online áttekintés az ultrahang, a galvánáram, a rádiófrekvencia és a LED-terápia hatásmechanizmusáról.',
      'An online overview of how ultrasound, galvanic current, radiofrequency and LED therapy work.',
    ],
    dates: [
      { day: 4, at: 'online', capacity: 16, held: 12 },
      { day: 32, at: 'online', capacity: 16 },
    ],
  },
  {
    hu: 'Púderes szemöldök sminktetoválás',
    en: 'Powder brows permanent make-up',
    categories: ['brows'],
    duration: [16, 'hours'],
    classroom: 249_000,
    highlighted: true,
    text: [
      'Kétnapos intenzív képzés: arcarányok, pigmentválasztás, árnyékolási technika, gyakorlás latexen, majd modellen.',
      'A two-day intensive: facial proportions, choosing pigments, shading technique, practice on latex and then on a model.',
    ],
    dates: [
      { day: -34, at: 'kiraly', capacity: 6, held: 6 },
      { day: 10, at: 'kiraly', capacity: 6, held: 6 },
      { day: 38, at: 'kiraly', capacity: 6, held: 5 },
      { day: 73, at: 'kiraly', capacity: 6, held: 1 },
    ],
  },
  {
    hu: 'Szemöldök korrekció és színfrissítés',
    en: 'Brow correction and colour refresh',
    categories: ['brows'],
    duration: [6, 'hours'],
    classroom: 89_000,
    online: 39_000,
    text: [
      'Elszíneződött, aszimmetrikus szemöldökök javítása. Az elméleti rész online, a gyakorlat a stúdióban is elvégezhető.',
      'Fixing discoloured and asymmetric brows. The theory is available online; the practice can be done in our studio.',
    ],
    dates: [
      { day: 24, at: 'online', capacity: 12, held: 3 },
      { day: 52, at: 'kiraly', capacity: 6, held: 2, hours: 8 },
    ],
  },
  {
    hu: 'Ajaktetoválás alapképzés',
    en: 'Lip blush foundation course',
    categories: ['pmu'],
    duration: [16, 'hours'],
    classroom: 229_000,
    classroomSale: 199_000,
    text: [
      'Ajakkontúr és teljes satírozás természetes hatással; fájdalomcsillapítás, gyógyulási folyamat, utógondozás.',
      'Lip liner and full shading with a natural effect; numbing, the healing process and aftercare.',
    ],
    dates: [
      { day: 30, at: 'kiraly', capacity: 6, held: 4 },
      { day: 86, at: 'kiraly', capacity: 6 },
    ],
  },
  {
    hu: 'Bőrtípusok és bőrelemzés',
    en: 'Skin types and skin analysis',
    categories: ['webinars'],
    duration: [120, 'minutes'],
    online: 9900,
    onlineSale: 7900,
    text: [
      'Webinár a Fitzpatrick-skáláról, a bőrtípusok és bőrállapotok felismeréséről, és a konzultáció felépítéséről.',
      'A webinar on the Fitzpatrick scale, recognising skin types and conditions, and structuring a consultation.',
    ],
    dates: [
      { day: -3, at: 'online', capacity: 16, held: 14 },
      { day: 3, at: 'online', capacity: 16, held: 15 },
      { day: 31, at: 'online', capacity: 16, held: 2 },
    ],
  },
  {
    hu: 'Hatóanyagok a kozmetikában',
    en: 'Active ingredients in cosmetics',
    categories: ['webinars'],
    duration: [90, 'minutes'],
    online: 12_900,
    text: [
      'AHA, BHA, PHA, retinoidok, C-vitamin és niacinamid: mit mivel lehet kombinálni, és mit nem.',
      'AHA, BHA, PHA, retinoids, vitamin C and niacinamide: what to combine and what not to.',
    ],
    dates: [
      { day: 11, at: 'online', capacity: 16, held: 6 },
      { day: 39, at: 'online', capacity: 16 },
    ],
  },
  {
    hu: 'Szalonmarketing kozmetikusoknak',
    en: 'Salon marketing for beauticians',
    categories: ['webinars'],
    duration: [3, 'hours'],
    online: 19_900,
    highlighted: true,
    text: [
      'Közösségi média, időpontfoglaló rendszerek, törzsvendégprogram és árazás: gyakorlati tippek egy kis szalon növekedéséhez.',
      'Social media, booking systems, loyalty programmes and pricing: practical tips for growing a small salon.',
    ],
    dates: [
      { day: 17, at: 'online', capacity: 16, held: 4 },
      { day: 45, at: 'online', capacity: 16 },
    ],
  },
  {
    hu: 'Higiénia és fertőtlenítés a szalonban',
    en: 'Hygiene and disinfection in the salon',
    categories: ['classic', 'webinars'],
    duration: [4, 'hours'],
    classroom: 19_900,
    online: 9900,
    text: [
      'A hatósági előírások, az eszközök sterilizálása, a munkafelületek fertőtlenítése és a dokumentáció.',
      'Regulations, sterilising tools, disinfecting work surfaces and keeping the records.',
    ],
    dates: [
      { day: 8, at: 'online', capacity: 16, held: 7 },
      { day: 26, at: 'bartok', capacity: 14, held: 13 },
      { day: 54, at: 'bartok', capacity: 14 },
    ],
  },
];
