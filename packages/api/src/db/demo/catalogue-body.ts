/** Demo products of the shop's Testápolás / Body care main category. */
import { type MainCategorySeed, p } from './catalogue-product-seed';

export const body: MainCategorySeed = {
  hu: 'Testápolás',
  en: 'Body care',
  inMenu: true,
  seo: [
    'Testápolók, radírok és olajok a mindennapi kényeztetéshez.',
    'Body lotions, scrubs and oils for everyday pampering.',
  ],
  categories: [
    {
      hu: 'Testtisztítás',
      en: 'Body cleansing',
      subs: [
        {
          key: 'shower',
          hu: 'Tusfürdők',
          en: 'Shower gels',
          usage: ['Nedves bőrön habosítsa fel, majd öblítse le.', 'Lather on wet skin, then rinse.'],
          products: [
            p('Citrusos tusfürdő', 'Citrus shower gel', 3990, '250 ml', [
              'Frissítő tusfürdő narancs- és grapefruitolajjal.',
              'Refreshing shower gel with orange and grapefruit oils.',
            ]),
            p(
              'Levendulás krémtusfürdő',
              'Lavender cream shower',
              4490,
              '250 ml',
              [
                'Krémes, lipidpótló tusfürdő esti relaxációhoz.',
                'A creamy, lipid-replenishing wash for evening relaxation.',
              ],
              { was: 5290 },
            ),
            p('Tusolóolaj', 'Shower oil', 5990, '200 ml', [
              'Vízzel tejjé alakuló olaj nagyon száraz bőrre.',
              'An oil that turns milky with water, for very dry skin.',
            ]),
          ],
        },
        {
          key: 'scrubs',
          hu: 'Testradírok',
          en: 'Body scrubs',
          usage: [
            'Körkörös mozdulatokkal masszírozza be, majd öblítse le.',
            'Massage in with circular movements, then rinse.',
          ],
          products: [
            p(
              'Holt-tengeri sós radír',
              'Dead Sea salt scrub',
              7490,
              '300 g',
              [
                'Ásványi sók és mandulaolaj a selymesen sima bőrért.',
                'Mineral salts and almond oil for silky smooth skin.',
              ],
              { highlighted: true },
            ),
            p('Kávés cukorradír', 'Coffee sugar scrub', 6490, '300 g', [
              'Kávé és barna cukor: élénkítő radír narancsbőrre hajlamos területekre.',
              'Coffee and brown sugar: an invigorating scrub for dimpled areas.',
            ]),
            p('Bambuszos finomradír', 'Bamboo fine scrub', 5490, '200 ml', [
              'Finom szemcséjű radír érzékeny testbőrre.',
              'A fine-grained scrub for sensitive body skin.',
            ]),
          ],
        },
      ],
    },
    {
      hu: 'Testápolók',
      en: 'Body moisturisers',
      inMenu: true,
      subs: [
        {
          key: 'lotions',
          hu: 'Testápoló krémek és tejek',
          en: 'Body lotions and milks',
          usage: ['Zuhanyzás után vigye fel az egész testre.', 'Apply all over the body after showering.'],
          products: [
            p('Shea vajas testápoló', 'Shea butter body lotion', 5990, '250 ml', [
              'Gazdag testápoló shea vajjal és urea-val, 48 órás hidratálás.',
              'Rich lotion with shea butter and urea for 48-hour hydration.',
            ]),
            p(
              'Feszesítő testkrém',
              'Firming body cream',
              9990,
              '200 ml',
              [
                'Koffein és hínárkivonat a feszesebb bőrérzetért.',
                'Caffeine and seaweed extract for firmer-feeling skin.',
              ],
              { was: 11_990, dip: 10_490 },
            ),
            p('Könnyű testtej', 'Light body milk', 4490, '400 ml', [
              'Gyorsan beszívódó testtej nyári napokra.',
              'A fast-absorbing body milk for summer days.',
            ]),
          ],
        },
        {
          key: 'oils',
          hu: 'Testolajok',
          en: 'Body oils',
          usage: ['Nedves bőrre masszírozza be a jobb beszívódásért.', 'Massage into damp skin for better absorption.'],
          products: [
            p(
              'Száraz testolaj',
              'Dry body oil',
              8490,
              '100 ml',
              [
                'Nem zsíros olaj argán- és kamélia-olajjal, finom csillogással.',
                'Non-greasy argan and camellia oil with a subtle sheen.',
              ],
              { highlighted: true },
            ),
            p('Striák elleni olaj', 'Stretch mark oil', 9490, '100 ml', [
              'Centella- és csipkebogyóolaj a bőr rugalmasságáért.',
              'Centella and rosehip oil for skin elasticity.',
            ]),
          ],
        },
      ],
    },
    {
      hu: 'Kéz- és lábápolás',
      en: 'Hand and foot care',
      subs: [
        {
          key: 'hands',
          hu: 'Kézkrémek',
          en: 'Hand creams',
          usage: ['Naponta többször, kézmosás után használja.', 'Use several times a day after washing your hands.'],
          products: [
            p('Intenzív kézkrém', 'Intensive hand cream', 3490, '75 ml', [
              'Glicerines kézkrém kirepedezett, száraz kézre.',
              'Glycerine hand cream for cracked, dry hands.',
            ]),
            p(
              'Bársonyos kézkrém',
              'Velvet hand cream',
              3990,
              '75 ml',
              [
                'Gyorsan beszívódó krém, amely nem hagy ragacsos érzést.',
                'A quick-absorbing cream that leaves no sticky feel.',
              ],
              { was: 4690 },
            ),
          ],
        },
        {
          key: 'feet',
          hu: 'Lábápolók',
          en: 'Foot care',
          usage: ['Este vigye fel a megtisztított lábra.', 'Apply to clean feet in the evening.'],
          products: [
            p('Bőrkeményedés elleni lábkrém', 'Callus foot cream', 4990, '100 ml', [
              '25% urea a bőrkeményedések puhítására.',
              '25% urea to soften calluses.',
            ]),
            p('Hűsítő lábzselé', 'Cooling foot gel', 4490, '100 ml', [
              'Mentolos zselé fáradt, nehéz lábra.',
              'A menthol gel for tired, heavy legs.',
            ]),
          ],
        },
      ],
    },
  ],
};
