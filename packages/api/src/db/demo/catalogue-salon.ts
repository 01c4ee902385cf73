/** Demo products of the shop's Szalon kellékek / Salon professional main category. */
import { type MainCategorySeed, p } from './catalogue-product-seed';

export const salon: MainCategorySeed = {
  hu: 'Szalon kellékek',
  en: 'Salon professional',
  inMenu: true,
  seo: [
    'Professzionális kezelési termékek és eszközök kozmetikusoknak.',
    'Professional treatment products and tools for beauticians.',
  ],
  categories: [
    {
      hu: 'Kezelési termékek',
      en: 'Treatment products',
      inMenu: true,
      subs: [
        {
          key: 'ampoules',
          hu: 'Szalon ampullák',
          en: 'Salon ampoules',
          usage: [
            'Kezelés közben ultrahanggal vagy masszázzsal juttassa be.',
            'Apply during treatment with ultrasound or massage.',
          ],
          products: [
            p(
              'Hialuron ampulla szett',
              'Hyaluronic ampoule set',
              18_990,
              '10 × 2 ml',
              ['Koncentrált hialuronsav kabinkezelésekhez.', 'Concentrated hyaluronic acid for in-salon treatments.'],
              { professional: true },
            ),
            p(
              'C-vitamin ampulla szett',
              'Vitamin C ampoule set',
              21_990,
              '10 × 2 ml',
              [
                'Friss C-vitamin por és aktiváló oldat, kezelésenként keverve.',
                'Fresh vitamin C powder and activator, mixed per treatment.',
              ],
              { professional: true, highlighted: true },
            ),
            p(
              'Nyugtató ampulla szett',
              'Soothing ampoule set',
              16_990,
              '10 × 2 ml',
              ['Azulén és bisabolol kezelés utáni bőrpírra.', 'Azulene and bisabolol for post-treatment redness.'],
              { professional: true, was: 19_490 },
            ),
          ],
        },
        {
          key: 'peels',
          hu: 'Peelingek és hámlasztók',
          en: 'Peels and exfoliants',
          usage: [
            'Csak szakember alkalmazhatja, a bőrtípusnak megfelelő behatási idővel.',
            'For professional use only, with a contact time matched to the skin type.',
          ],
          products: [
            p(
              'Glikolsavas peeling 30%',
              'Glycolic peel 30%',
              24_990,
              '100 ml',
              [
                'Pufferelt glikolsav a bőr megújítására kúraszerű kezelésekben.',
                'Buffered glycolic acid for renewing treatment courses.',
              ],
              { professional: true },
            ),
            p(
              'Mandulasavas peeling 40%',
              'Mandelic peel 40%',
              26_990,
              '100 ml',
              [
                'Nagy molekulájú AHA érzékeny és sötétebb bőrre.',
                'A large-molecule AHA for sensitive and darker skin.',
              ],
              { professional: true },
            ),
            p(
              'Enzimes kabinpeeling',
              'Enzyme salon peel',
              14_990,
              '250 ml',
              [
                'Ananász- és papajaenzimes peeling minden bőrtípusra.',
                'Pineapple and papaya enzyme peel for all skin types.',
              ],
              { alsoIn: ['foams'] },
            ),
          ],
        },
        {
          key: 'pro-masks',
          hu: 'Professzionális maszkok',
          en: 'Professional masks',
          usage: [
            'Ecsettel vigye fel, 15–20 perc után távolítsa el.',
            'Apply with a brush; remove after 15–20 minutes.',
          ],
          products: [
            p(
              'Alginát maszk hialuronnal',
              'Alginate mask with hyaluronic acid',
              12_990,
              '500 g',
              [
                'Lehúzható gumimaszk, amely lezárja a hatóanyagokat.',
                'A peel-off rubber mask that seals in the actives.',
              ],
              { professional: true },
            ),
            p(
              'Kollagén fátyolmaszk',
              'Collagen veil mask',
              19_990,
              '10 db',
              [
                'Liofilizált kollagénlapok anti-aging kezelésekhez.',
                'Freeze-dried collagen sheets for anti-ageing treatments.',
              ],
              { professional: true, was: 22_990, dip: 21_490 },
            ),
            p(
              'Termoaktív gipszmaszk',
              'Thermo-active plaster mask',
              15_990,
              '5 × 200 g',
              [
                'Felmelegedő gipszmaszk, amely fokozza a hatóanyagok felszívódását.',
                'A warming plaster mask that boosts the absorption of actives.',
              ],
              { professional: true },
            ),
          ],
        },
      ],
    },
    {
      hu: 'Masszázs',
      en: 'Massage',
      subs: [
        {
          key: 'massage-oils',
          hu: 'Masszázsolajok',
          en: 'Massage oils',
          usage: [
            'Melegítse a tenyerében, majd hosszú simításokkal dolgozzon.',
            'Warm in your palms, then work with long strokes.',
          ],
          products: [
            p('Relaxáló masszázsolaj', 'Relaxing massage oil', 9990, '500 ml', [
              'Mandulaolaj levendulával és bergamottal.',
              'Almond oil with lavender and bergamot.',
            ]),
            p(
              'Sportmasszázs olaj',
              'Sports massage oil',
              10_990,
              '500 ml',
              ['Árnika és rozmaring izomlazító masszázshoz.', 'Arnica and rosemary for muscle-relaxing massage.'],
              { alsoIn: ['oils'] },
            ),
            p(
              'Semleges bázisolaj',
              'Neutral base oil',
              12_990,
              '1000 ml',
              [
                'Illatmentes bázisolaj saját illóolaj-keverékekhez.',
                'An unscented base oil for your own essential oil blends.',
              ],
              { professional: true },
            ),
          ],
        },
        {
          key: 'massage-creams',
          hu: 'Masszázskrémek',
          en: 'Massage creams',
          usage: ['Arcmasszázshoz vékony rétegben vigye fel.', 'Apply a thin layer for facial massage.'],
          products: [
            p(
              'Arcmasszázs krém',
              'Facial massage cream',
              13_990,
              '500 ml',
              [
                'Hosszú csúszási idejű krém, amely nem tömíti el a pórusokat.',
                'A long-glide cream that does not clog pores.',
              ],
              { professional: true },
            ),
            p('Melegítő masszázskrém', 'Warming massage cream', 11_990, '500 ml', [
              'Gyömbéres krém alakformáló masszázshoz.',
              'A ginger cream for contouring massage.',
            ]),
          ],
        },
      ],
    },
    {
      hu: 'Eszközök és kiegészítők',
      en: 'Tools and accessories',
      subs: [
        {
          key: 'brushes',
          hu: 'Ecsetek és spatulák',
          en: 'Brushes and spatulas',
          usage: ['Használat után langyos, szappanos vízzel tisztítsa.', 'Clean with lukewarm soapy water after use.'],
          products: [
            p('Maszkfelvivő ecset', 'Mask brush', 3990, '1 db', [
              'Szintetikus szőrű, lapos ecset egyenletes maszkfelvitelhez.',
              'A flat synthetic brush for even mask application.',
            ]),
            p('Spatula szett', 'Spatula set', 4490, '5 db', [
              'Rozsdamentes acél spatulák higiénikus adagoláshoz.',
              'Stainless steel spatulas for hygienic dispensing.',
            ]),
            p(
              'Komedónkinyomó',
              'Comedone extractor',
              6990,
              '1 db',
              [
                'Kétvégű, sebészeti acél eszköz szakszerű tisztításhoz.',
                'A double-ended surgical steel tool for professional cleansing.',
              ],
              { professional: true },
            ),
          ],
        },
        {
          key: 'textiles',
          hu: 'Textíliák',
          en: 'Textiles',
          usage: ['60 °C-on mosható.', 'Washable at 60 °C.'],
          products: [
            p('Frottír fejpánt', 'Terry headband', 2490, '1 db', [
              'Tépőzáras fejpánt, amely kezelés közben távol tartja a hajat.',
              'A hook-and-loop headband that keeps hair back during treatment.',
            ]),
            p('Kozmetikai ágyhuzat', 'Treatment bed cover', 12_990, '1 db', [
              'Gumis, frottír ágyhuzat kezelőágyra.',
              'A fitted terry cover for treatment beds.',
            ]),
            p('Mikroszálas törölköző szett', 'Microfibre towel set', 7990, '6 db', [
              'Gyorsan száradó, puha törölközők szalonhasználatra.',
              'Quick-drying, soft towels for salon use.',
            ]),
            p(
              'Kozmetikus munkaköpeny',
              'Beautician’s tunic',
              48_900,
              '1 db',
              [
                'Prémium, antibakteriális kezelésű köpeny hímzett logóval.',
                'A premium antibacterial-finish tunic with embroidered logo.',
              ],
              { professional: true },
            ),
          ],
        },
      ],
    },
  ],
};
