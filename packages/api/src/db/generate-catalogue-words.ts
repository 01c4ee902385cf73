/*
 * Word lists of the large-catalogue generator (./generate-catalogue.ts): product names are
 * composed as "<range> <active> <product type> <skin type>, <size>" in Hungarian and English.
 * 12 ranges × 20 actives × 20 types × 8 skin types × 3 sizes give 115 200 distinct names; past
 * that, editions (refill, limited edition, ...) keep names and slugs unique.
 */

type Words = readonly [hu: string, en: string];

export interface ProductType {
  name: Words;
  /** Key of the demo sub category (./demo/catalogue-*.ts) the type belongs to. */
  sub: string;
  /** A further demo sub category some products of the type also appear in. */
  also?: string;
  sizes: readonly [string, string, string];
  /** Gross forints of the smallest size in an average range. */
  price: number;
  /** Salon products: some are sold to professionals only. */
  salon?: boolean;
}

const type = (
  hu: string,
  en: string,
  sub: string,
  sizes: string,
  price: number,
  extra: Pick<ProductType, 'also' | 'salon'> = {},
): ProductType => {
  const [small = '', medium = '', large = ''] = sizes.split(', ');
  return { name: [hu, en], sub, sizes: [small, medium, large], price, ...extra };
};

export const productTypes: readonly ProductType[] = [
  type('tisztító gél', 'cleansing gel', 'foams', '150 ml, 200 ml, 400 ml', 4990, { also: 'removers' }),
  type('tisztító hab', 'cleansing foam', 'foams', '150 ml, 200 ml, 300 ml', 4490),
  type('arctonik', 'face toner', 'toners', '200 ml, 250 ml, 500 ml', 3990),
  type('micellás víz', 'micellar water', 'removers', '200 ml, 400 ml, 500 ml', 3490, { also: 'foams' }),
  type('nappali krém', 'day cream', 'day', '30 ml, 50 ml, 100 ml', 8990),
  type('éjszakai krém', 'night cream', 'night', '30 ml, 50 ml, 100 ml', 9990, { also: 'day' }),
  type('szemkörnyékápoló krém', 'eye cream', 'eye', '15 ml, 20 ml, 30 ml', 7990),
  type('szérum', 'serum', 'serums', '15 ml, 30 ml, 50 ml', 10990, { also: 'ampoules' }),
  type('arcmaszk', 'face mask', 'masks', '50 ml, 75 ml, 100 ml', 5990, { also: 'pro-masks' }),
  type('tusfürdő', 'shower gel', 'shower', '250 ml, 500 ml, 1000 ml', 2990),
  type('testradír', 'body scrub', 'scrubs', '200 ml, 300 ml, 500 ml', 4990),
  type('testápoló tej', 'body lotion', 'lotions', '200 ml, 400 ml, 1000 ml', 4490),
  type('testolaj', 'body oil', 'oils', '100 ml, 150 ml, 250 ml', 6990, { also: 'massage-oils' }),
  type('kézkrém', 'hand cream', 'hands', '50 ml, 75 ml, 100 ml', 2490),
  type('lábápoló krém', 'foot cream', 'feet', '75 ml, 100 ml, 200 ml', 2990),
  type('ampulla', 'ampoule', 'ampoules', '5 × 2 ml, 10 × 2 ml, 20 × 2 ml', 8990, { salon: true }),
  type('hámlasztó peeling', 'exfoliating peel', 'peels', '30 ml, 50 ml, 100 ml', 11990, { salon: true }),
  type('alginátmaszk', 'alginate mask', 'pro-masks', '250 g, 500 g, 1000 g', 9990, { also: 'masks', salon: true }),
  type('masszázsolaj', 'massage oil', 'massage-oils', '250 ml, 500 ml, 1000 ml', 6990),
  type('masszázskrém', 'massage cream', 'massage-creams', '250 ml, 500 ml, 1000 ml', 7990, { salon: true }),
];

export interface Active {
  name: Words;
  /** What it does, as the end of a sentence: "… that <benefit>." */
  benefit: Words;
}

const active = (hu: string, en: string, benefitHu: string, benefitEn: string): Active => ({
  name: [hu, en],
  benefit: [benefitHu, benefitEn],
});

export const actives: readonly Active[] = [
  active(
    'hialuronsavas',
    'hyaluronic acid',
    'mélyen hidratál és feltölti a bőrt',
    'hydrates deeply and plumps the skin',
  ),
  active(
    'C-vitaminos',
    'vitamin C',
    'ragyogóbbá teszi és egységesíti a bőrtónust',
    'brightens and evens out the skin tone',
  ),
  active('retinolos', 'retinol', 'simítja a ráncokat és megújítja a bőrt', 'smooths wrinkles and renews the skin'),
  active(
    'niacinamidos',
    'niacinamide',
    'finomítja a pórusokat és csökkenti a bőrpírt',
    'refines pores and reduces redness',
  ),
  active(
    'kollagénes',
    'collagen',
    'feszesíti és rugalmasabbá teszi a bőrt',
    'firms the skin and restores its elasticity',
  ),
  active('aloe verás', 'aloe vera', 'nyugtatja és frissíti a bőrt', 'soothes and refreshes the skin'),
  active(
    'argánolajos',
    'argan oil',
    'táplálja és selymesen puhává teszi a bőrt',
    'nourishes and leaves the skin silky soft',
  ),
  active(
    'sheavajas',
    'shea butter',
    'gazdagon táplál és véd a kiszáradás ellen',
    'richly nourishes and protects against dryness',
  ),
  active('peptides', 'peptide', 'serkenti a bőr megújulását', "supports the skin's own renewal"),
  active('ceramidos', 'ceramide', 'erősíti a bőr védőrétegét', 'strengthens the skin barrier'),
  active('zöld teás', 'green tea', 'antioxidánsokkal védi a bőrt', 'protects the skin with antioxidants'),
  active('csigakivonatos', 'snail mucin', 'regenerálja és kisimítja a bőrt', 'repairs and smooths the skin'),
  active('kamillás', 'chamomile', 'csillapítja az irritációt', 'calms irritation'),
  active('levendulás', 'lavender', 'ellazítja és kiegyensúlyozza a bőrt', 'relaxes and balances the skin'),
  active('rózsás', 'rose', 'üdévé és harmonikussá teszi a bőrt', 'leaves the skin fresh and balanced'),
  active(
    'szalicilsavas',
    'salicylic acid',
    'tisztítja a pórusokat és megelőzi a pattanásokat',
    'unclogs pores and prevents blemishes',
  ),
  active(
    'pantenolos',
    'panthenol',
    'nyugtatja és regenerálja az igénybe vett bőrt',
    'soothes and repairs stressed skin',
  ),
  active('teafaolajos', 'tea tree', 'antibakteriális hatással tisztít', 'cleanses with an antibacterial effect'),
  active('Q10 koenzimes', 'coenzyme Q10', 'védi a bőrt a korai öregedéstől', 'protects the skin from premature ageing'),
  active('méhpempős', 'royal jelly', 'vitalizálja és táplálja a bőrt', 'revitalises and nourishes the skin'),
];

export const skinTypes: readonly Words[] = [
  ['száraz bőrre', 'for dry skin'],
  ['zsíros bőrre', 'for oily skin'],
  ['érzékeny bőrre', 'for sensitive skin'],
  ['kombinált bőrre', 'for combination skin'],
  ['érett bőrre', 'for mature skin'],
  ['normál bőrre', 'for normal skin'],
  ['problémás bőrre', 'for blemish-prone skin'],
  ['minden bőrtípusra', 'for all skin types'],
];

/** Product ranges, with how their prices compare to the average. */
export const ranges: readonly { name: string; price: number }[] = [
  { name: 'Hydra Balance', price: 1 },
  { name: 'Vita Glow', price: 1.1 },
  { name: 'Pure Skin', price: 0.8 },
  { name: 'Derma Calm', price: 1 },
  { name: 'Age Control', price: 1.4 },
  { name: 'Bio Herbal', price: 0.9 },
  { name: 'Sensitive Care', price: 0.9 },
  { name: 'Gold Luxe', price: 1.8 },
  { name: 'Aqua Fresh', price: 0.7 },
  { name: 'Clear Zone', price: 0.8 },
  { name: 'Nutri Rich', price: 1.2 },
  { name: 'Spa Ritual', price: 1.3 },
];

/** Editions that tell apart the products of the second and later rounds of names. */
export const editions: readonly Words[] = [
  ['utántöltő', 'refill'],
  ['limitált kiadás', 'limited edition'],
  ['ajándékszett', 'gift set'],
  ['duó csomag', 'duo pack'],
  ['utazó kiszerelés', 'travel size'],
  ['szalon kiszerelés', 'salon size'],
  ['parfümmentes', 'fragrance free'],
  ['vegán formula', 'vegan formula'],
  ['klinikai változat', 'clinical formula'],
];

export const sizePriceFactors = [1, 1.7, 2.8] as const;
