/** Demo products of the shop's Arcápolás / Face care main category. */
import { type MainCategorySeed, p } from './catalogue-product-seed';

export const face: MainCategorySeed = {
  hu: 'Arcápolás',
  en: 'Face care',
  inMenu: true,
  seo: [
    'Professzionális arcápoló termékek otthoni használatra: tisztítás, hidratálás, szérumok és maszkok.',
    'Professional face care for home use: cleansing, moisturising, serums and masks.',
  ],
  categories: [
    {
      hu: 'Arctisztítás',
      en: 'Cleansing',
      inMenu: true,
      subs: [
        {
          key: 'foams',
          hu: 'Tisztító habok és gélek',
          en: 'Cleansing foams and gels',
          usage: [
            'Nedves arcbőrön habosítsa fel, majd langyos vízzel öblítse le.',
            'Lather on damp skin, then rinse with lukewarm water.',
          ],
          products: [
            p(
              'Gyengéd tisztító hab',
              'Gentle cleansing foam',
              5990,
              '150 ml',
              [
                'Szappanmentes, pH-semleges hab érzékeny bőrre, kamillával és zabkivonattal.',
                'Soap-free, pH-neutral foam for sensitive skin with chamomile and oat extract.',
              ],
              { highlighted: true },
            ),
            p(
              'Purifying tisztító gél',
              'Purifying cleansing gel',
              6490,
              '200 ml',
              [
                'Szalicilsavas gél zsíros és pattanásra hajlamos bőrre; szűkíti a pórusokat.',
                'Salicylic gel for oily, blemish-prone skin; visibly refines pores.',
              ],
              { was: 7490, dip: 6990 },
            ),
            p('Enzimes tisztító púder', 'Enzyme cleansing powder', 8990, '60 g', [
              'Papain enzimes púder, amely vízzel krémes habbá válik és finoman hámlaszt.',
              'Papain enzyme powder that turns into a creamy foam with water and gently exfoliates.',
            ]),
          ],
        },
        {
          key: 'toners',
          hu: 'Arctonikok',
          en: 'Toners',
          usage: [
            'Vattakorongra cseppentve törölje át a megtisztított arcot.',
            'Apply with a cotton pad to freshly cleansed skin.',
          ],
          products: [
            p('Rózsavizes arctonik', 'Rose water toner', 4990, '200 ml', [
              'Alkoholmentes tonik damaszkuszi rózsavízzel, helyreállítja a bőr pH-ját.',
              'Alcohol-free toner with Damask rose water that restores the skin’s pH.',
            ]),
            p(
              'Hidratáló esszencia',
              'Hydrating essence',
              7990,
              '150 ml',
              [
                'Hialuronsavas esszencia, amely előkészíti a bőrt a szérumok befogadására.',
                'Hyaluronic essence that prepares the skin for serums.',
              ],
              { alsoIn: ['day'] },
            ),
            p('Mattító tonik', 'Mattifying toner', 5490, '200 ml', [
              'Cinkes, lúgos hatású tonik kombinált bőrre, a T-zóna fényét csökkenti.',
              'Zinc toner for combination skin that tames shine on the T-zone.',
            ]),
          ],
        },
        {
          key: 'removers',
          hu: 'Sminklemosók',
          en: 'Make-up removers',
          usage: [
            'Száraz bőrre masszírozza be, majd emulgeálja vízzel.',
            'Massage onto dry skin, then emulsify with water.',
          ],
          products: [
            p('Kétfázisú szemfestéklemosó', 'Bi-phase eye make-up remover', 4490, '125 ml', [
              'Vízálló szempillaspirált is old, nem hagy zsíros réteget.',
              'Removes waterproof mascara without an oily film.',
            ]),
            p(
              'Micellás víz',
              'Micellar water',
              3490,
              '400 ml',
              [
                'Egy lépésben tisztít és sminket távolít el, öblítést nem igényel.',
                'Cleanses and removes make-up in one step, no rinsing needed.',
              ],
              { was: 4290 },
            ),
            p('Tisztító olaj', 'Cleansing oil', 7490, '150 ml', [
              'Jojoba- és szőlőmagolajos lemosó, amely a napvédőt is eltávolítja.',
              'Jojoba and grapeseed oil cleanser that lifts sunscreen too.',
            ]),
          ],
        },
      ],
    },
    {
      hu: 'Hidratálás',
      en: 'Moisturisers',
      inMenu: true,
      subs: [
        {
          key: 'day',
          hu: 'Nappali krémek',
          en: 'Day creams',
          usage: [
            'Reggel vigye fel a megtisztított arcra és nyakra.',
            'Apply in the morning to cleansed face and neck.',
          ],
          products: [
            p(
              'Hydra 24h nappali krém',
              'Hydra 24h day cream',
              9990,
              '50 ml',
              [
                'Könnyű krém hialuronsavval és aloe verával, egész napos hidratálásért.',
                'Light cream with hyaluronic acid and aloe vera for all-day hydration.',
              ],
              { highlighted: true },
            ),
            p('SPF 30 védőkrém', 'SPF 30 protective cream', 11_490, '50 ml', [
              'Széles spektrumú fényvédelem és antioxidáns E-vitamin városi bőrre.',
              'Broad-spectrum protection and antioxidant vitamin E for city skin.',
            ]),
            p(
              'C-vitaminos ragyogás krém',
              'Vitamin C radiance cream',
              12_990,
              '50 ml',
              [
                'Stabil C-vitamin-származék, amely egyenletesebb bőrtónust ad.',
                'A stable vitamin C derivative for a more even skin tone.',
              ],
              { was: 15_990, dip: 13_990 },
            ),
          ],
        },
        {
          key: 'night',
          hu: 'Éjszakai krémek',
          en: 'Night creams',
          usage: [
            'Este, a szérum után vigye fel vékony rétegben.',
            'Apply a thin layer in the evening after your serum.',
          ],
          products: [
            p('Regeneráló éjszakai krém', 'Regenerating night cream', 13_490, '50 ml', [
              'Peptidek és shea vaj támogatják a bőr éjszakai megújulását.',
              'Peptides and shea butter support the skin’s overnight renewal.',
            ]),
            p(
              'Retinolos éjszakai krém',
              'Retinol night cream',
              15_990,
              '50 ml',
              [
                'Kapszulázott retinol fokozatos adagolással, a finom ráncok ellen.',
                'Encapsulated retinol released gradually to smooth fine lines.',
              ],
              { highlighted: true },
            ),
            p('Nyugtató éjszakai balzsam', 'Calming night balm', 10_990, '50 ml', [
              'Centella és panthenol vörösödésre hajlamos bőrre.',
              'Centella and panthenol for skin prone to redness.',
            ]),
          ],
        },
        {
          key: 'eye',
          hu: 'Szemkörnyékápolók',
          en: 'Eye care',
          usage: ['Gyűrűsujjal, finom ütögetéssel dolgozza be.', 'Pat in gently with your ring finger.'],
          products: [
            p('Koffeines szemkörnyékápoló gél', 'Caffeine eye gel', 8490, '15 ml', [
              'Hűsítő gél koffeinnel a reggeli duzzanatok és sötét karikák ellen.',
              'Cooling gel with caffeine for morning puffiness and dark circles.',
            ]),
            p('Szemkörnyéki hidrogél tapasz', 'Hydrogel eye patches', 6490, '30 pár', [
              'Hűsítő tapaszok niacinamiddal gyors frissességért reggelente.',
              'Cooling patches with niacinamide for a quick morning refresh.',
            ]),
            p(
              'Feszesítő szemkörnyékápoló krém',
              'Firming eye cream',
              11_990,
              '15 ml',
              [
                'Peptides krém, amely rugalmasabbá teszi a szem körüli vékony bőrt.',
                'Peptide cream that improves the elasticity of the delicate eye area.',
              ],
              { was: 13_990 },
            ),
          ],
        },
      ],
    },
    {
      hu: 'Szérumok és maszkok',
      en: 'Serums and masks',
      subs: [
        {
          key: 'serums',
          hu: 'Szérumok',
          en: 'Serums',
          usage: [
            'Néhány cseppet a krém előtt oszlasson el az arcon.',
            'Spread a few drops over the face before your cream.',
          ],
          inMenu: true,
          products: [
            p(
              'Hialuronsavas szérum',
              'Hyaluronic acid serum',
              10_990,
              '30 ml',
              [
                'Háromféle molekulaméretű hialuronsav a bőr több rétegének hidratálására.',
                'Three molecular weights of hyaluronic acid hydrate several layers of the skin.',
              ],
              { highlighted: true },
            ),
            p('Niacinamid szérum', 'Niacinamide serum', 8990, '30 ml', [
              '10% niacinamid a pórusokért és a kiegyensúlyozott faggyútermelésért.',
              '10% niacinamide for pores and balanced sebum.',
            ]),
            p(
              'Peptid lifting szérum',
              'Peptide lifting serum',
              16_990,
              '30 ml',
              [
                'Argireline peptiddel a mimikai ráncok láthatóan simábbak.',
                'With Argireline peptide for visibly smoother expression lines.',
              ],
              { was: 19_990, dip: 17_990 },
            ),
          ],
        },
        {
          key: 'masks',
          hu: 'Arcmaszkok',
          en: 'Face masks',
          usage: [
            'Hetente 1–2 alkalommal vigye fel, 10 perc múlva távolítsa el.',
            'Use once or twice a week; remove after 10 minutes.',
          ],
          products: [
            p('Agyagos tisztító maszk', 'Clay purifying mask', 6990, '75 ml', [
              'Kaolin és zöld agyag, amely megköti a felesleges faggyút.',
              'Kaolin and green clay to absorb excess sebum.',
            ]),
            p('Hidratáló fátyolmaszk', 'Hydrating sheet mask', 1990, '1 db', [
              'Egyszer használatos cellulózmaszk hialuronsavas esszenciával.',
              'Single-use cellulose mask soaked in hyaluronic essence.',
            ]),
            p('Éjszakai alvómaszk', 'Overnight sleeping mask', 9490, '75 ml', [
              'Gélkrém maszk, amelyet éjszakára a bőrön hagyhat.',
              'A gel-cream mask to leave on overnight.',
            ]),
          ],
        },
      ],
    },
  ],
};
