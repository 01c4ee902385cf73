import type { DemoBlog, DemoPost } from './blog-types';

type Text = [slug: string, title: string, lead: string, body: string[]];

const post = (
  date: string,
  image: string,
  categories: string[],
  tags: string[],
  [huSlug, huTitle, huLead, huBody]: Text,
  [enSlug, enTitle, enLead, enBody]: Text,
  highlighted = false,
): DemoPost => ({
  date,
  image: `/img/demo/blog/${image}.jpg`,
  categories,
  tags,
  highlighted,
  hu: { slug: huSlug, title: huTitle, lead: huLead, body: huBody },
  en: { slug: enSlug, title: enTitle, lead: enLead, body: enBody },
});

export const academyBlog: DemoBlog = {
  categories: [
    { key: 'tips', hu: ['Szakmai tippek', 'szakmai-tippek'], en: ['Professional tips', 'professional-tips'] },
    { key: 'trainings', hu: ['Képzéseink', 'kepzeseink'], en: ['Our trainings', 'our-trainings'] },
    { key: 'business', hu: ['Szalonvezetés', 'szalonvezetes'], en: ['Running a salon', 'running-a-salon'] },
    { key: 'trends', hu: ['Trendek', 'trendek'], en: ['Trends', 'trends'] },
  ],
  tags: [
    { key: 'peel', hu: ['hámlasztás', 'hamlasztas'], en: ['peeling', 'peeling'] },
    { key: 'devices', hu: ['gépes kezelések', 'gepes-kezelesek'], en: ['device treatments', 'device-treatments'] },
    { key: 'clients', hu: ['vendégkör', 'vendegkor'], en: ['clients', 'clients'] },
    { key: 'marketing', hu: ['marketing', 'marketing'], en: ['marketing', 'marketing'] },
    { key: 'hygiene', hu: ['higiénia', 'higienia'], en: ['hygiene', 'hygiene'] },
    { key: 'online', hu: ['online tanulás', 'online-tanulas'], en: ['online learning', 'online-learning'] },
    { key: 'massage', hu: ['arcmasszázs', 'arcmasszazs'], en: ['facial massage', 'facial-massage'] },
    { key: 'career', hu: ['karrier', 'karrier'], en: ['career', 'career'] },
  ],
  posts: [
    post(
      '2026-11-15T08:00:00Z',
      'savas-hamlasztas',
      ['tips', 'trainings'],
      ['peel'],
      [
        'savas-hamlasztas-biztonsagosan',
        'Savas hámlasztás biztonságosan: 5 szabály kozmetikusoknak',
        'A gyümölcssavas és szalicilsavas kezelések hatásosak, de csak helyes protokollal biztonságosak.',
        [
          'Mindig végezzen bőrdiagnosztikát és kérdezze ki a vendéget a gyógyszereiről: egyes retinoidok mellett tilos a hámlasztás.',
          'Kezdjen alacsony koncentrációval, mérje az időt, és semlegesítse a savat. A kezelés után két hétig napi fényvédő kötelező.',
        ],
      ],
      [
        'safe-acid-peels',
        'Safe acid peels: 5 rules for beauticians',
        'Fruit and salicylic acid treatments work well, but they are safe only with the right protocol.',
        [
          'Always analyse the skin and ask the client about medication: some retinoids rule out peeling.',
          'Start with a low concentration, time it and neutralise the acid. Daily sunscreen is a must for two weeks afterwards.',
        ],
      ],
      true,
    ),
    post(
      '2026-10-30T08:00:00Z',
      'online-kepzes',
      ['trainings'],
      ['online', 'career'],
      [
        'online-kepzes-elonyei',
        'Online képzés kozmetikusoknak: így hozza ki belőle a legtöbbet',
        'Élő órák, visszanézhető felvételek és gyakorló feladatok – tanulás a szalon mellett.',
        [
          'Az online képzéseken élőben kérdezhet az oktatótól, a felvételt pedig 60 napig visszanézheti.',
          'Tipp: jegyzeteljen a letölthető munkafüzetbe, és a gyakorló feladatokat a következő héten próbálja ki a szalonban.',
        ],
      ],
      [
        'making-the-most-of-online-training',
        'Online training for beauticians: how to make the most of it',
        'Live sessions, recordings and practice tasks – learning alongside your salon work.',
        [
          'In online trainings you can ask the trainer live and watch the recording for 60 days.',
          'Tip: take notes in the downloadable workbook and try the practice tasks in your salon the following week.',
        ],
      ],
      true,
    ),
    post(
      '2026-10-14T08:00:00Z',
      'arcmasszazs',
      ['tips'],
      ['massage'],
      [
        'arcmasszazs-technikak',
        'Három arcmasszázs-technika, amelyet minden vendég imád',
        'A jó masszázs a kezelés élménye: lazít, javítja a vérkeringést és segíti a hatóanyagok felszívódását.',
        [
          'Az effleurage simító mozdulatai ellazítják az arcizmokat, a nyirokmasszázs csökkenti a duzzanatot.',
          'A japán kobido ihlette ütögető technika élénkít: tökéletes befejezés egy hidratáló kezelés végén.',
        ],
      ],
      [
        'facial-massage-techniques',
        'Three facial massage techniques every client loves',
        'A good massage is the highlight of a treatment: it relaxes, boosts circulation and helps ingredients absorb.',
        [
          'The gliding strokes of effleurage relax facial muscles, and lymphatic drainage reduces puffiness.',
          'A tapping technique inspired by Japanese kobido invigorates: a perfect finish to a hydrating treatment.',
        ],
      ],
      true,
    ),
    post(
      '2026-09-25T08:00:00Z',
      'higienia',
      ['tips', 'business'],
      ['hygiene'],
      [
        'higienia-a-szalonban',
        'Higiénia a szalonban: amit a vendég is lát',
        'A tisztaság bizalmat épít. A fertőtlenítés lépései, amelyeket nem szabad kihagyni.',
        [
          'Minden vendég előtt fertőtlenítse a munkafelületet és az eszközöket, a fémeszközöket sterilizálja.',
          'Az egyszer használatos spatulák és kesztyűk használata ma alapelvárás.',
        ],
      ],
      [
        'hygiene-in-the-salon',
        'Hygiene in the salon: what clients notice',
        'Cleanliness builds trust. The disinfection steps you must never skip.',
        [
          'Disinfect the work surface and tools before every client, and sterilise metal instruments.',
          'Disposable spatulas and gloves are a basic expectation today.',
        ],
      ],
    ),
    post(
      '2026-09-04T08:00:00Z',
      'torzsvendegek',
      ['business'],
      ['clients', 'marketing'],
      [
        'torzsvendegek-megtartasa',
        'Hogyan tartsa meg a törzsvendégeit?',
        'Egy új vendég megszerzése ötször annyiba kerül, mint egy meglévő megtartása.',
        [
          'Vezessen vendégkártyát a kezelésekről és a használt termékekről, így minden alkalommal személyre szabhat.',
          'Küldjön emlékeztetőt a következő kezelés előtt, és adjon otthoni ápolási tanácsot.',
        ],
      ],
      [
        'keeping-regular-clients',
        'How to keep your regular clients',
        'Winning a new client costs five times as much as keeping one.',
        [
          'Keep a client card of treatments and products used, so that you can personalise every visit.',
          'Send a reminder before the next treatment and give home care advice.',
        ],
      ],
    ),
    post(
      '2026-08-12T08:00:00Z',
      'ultrahang',
      ['tips', 'trends'],
      ['devices'],
      [
        'ultrahangos-kezelesek',
        'Ultrahangos kezelések: mikor ajánlja a vendégnek?',
        'Az ultrahang mélyebbre juttatja a hatóanyagokat és kíméletesen tisztít.',
        [
          'Az ultrahangos spatula hidratáló és anti-aging kezelések kiegészítője, érzékeny bőrnél is alkalmazható.',
          'Ellenjavallat a pacemaker, a terhesség és az aktív bőrgyulladás.',
        ],
      ],
      [
        'ultrasound-treatments',
        'Ultrasound treatments: when to recommend them',
        'Ultrasound drives active ingredients deeper and cleanses gently.',
        [
          'The ultrasonic spatula complements hydrating and anti-ageing treatments and suits sensitive skin too.',
          'Contraindications are pacemakers, pregnancy and active skin inflammation.',
        ],
      ],
    ),
    post(
      '2026-07-03T08:00:00Z',
      'kozossegi-media',
      ['business'],
      ['marketing'],
      [
        'kozossegi-media-kozmetikusoknak',
        'Közösségi média kozmetikusoknak: hetente három bejegyzés elég',
        'Előtte-utána képek, rövid videók és őszinte tanácsok: ez épít vendégkört.',
        [
          'A vendég hozzájárulása nélkül soha ne tegyen közzé fotót róla. Kérje írásban.',
          'Mutassa meg a munkafolyamatot, a szalon hangulatát, és válaszoljon a kérdésekre.',
        ],
      ],
      [
        'social-media-for-beauticians',
        'Social media for beauticians: three posts a week are enough',
        'Before-and-after photos, short videos and honest advice: that is how you build a clientele.',
        [
          'Never post a photo of a client without consent. Ask for it in writing.',
          'Show your work process and the salon’s atmosphere, and answer questions.',
        ],
      ],
    ),
    post(
      '2026-06-10T08:00:00Z',
      'tanusitvany',
      ['trainings'],
      ['career'],
      [
        'tanusitvany-es-vizsga',
        'Tanúsítvány és vizsga: így zárul egy tantermi képzés',
        'A gyakorlati vizsga valódi modellen zajlik, a tanúsítvány a szakmai önéletrajz része.',
        [
          'A vizsgán az oktató a protokoll betartását, a higiéniát és a vendégkommunikációt értékeli.',
          'A névre szóló tanúsítványt a képzés végén kapja meg, és a partnerszalon-listán is megjelenhet.',
        ],
      ],
      [
        'certificate-and-exam',
        'Certificate and exam: how a classroom training ends',
        'The practical exam is on a real model; the certificate strengthens your professional CV.',
        [
          'In the exam the trainer assesses protocol, hygiene and client communication.',
          'You receive your personal certificate at the end of the training and may appear on the partner salon list.',
        ],
      ],
    ),
    post(
      '2026-05-08T08:00:00Z',
      'trendek-2026',
      ['trends'],
      ['devices', 'peel'],
      [
        'kozmetikai-trendek-2026',
        'Kozmetikai trendek 2026-ban',
        'Bőrbarát hámlasztás, skin minimalism és személyre szabott kúrák: erre keresnek rá a vendégek.',
        [
          'A vendégek kevesebb, de hatásosabb termékre vágynak, és a bőr egészségét helyezik előtérbe.',
          'A kozmetikus szerepe felértékelődik: tanácsadó, aki kúrát és otthoni rutint állít össze.',
        ],
      ],
      [
        'beauty-trends-2026',
        'Beauty trends in 2026',
        'Skin-friendly peels, skin minimalism and personalised courses: what clients are looking for.',
        [
          'Clients want fewer but more effective products and put skin health first.',
          'The beautician becomes an adviser who builds treatment courses and home routines.',
        ],
      ],
    ),
    post(
      '2026-04-02T08:00:00Z',
      'arkepzes',
      ['business'],
      ['clients'],
      [
        'kezelesek-arazasa',
        'Hogyan árazza a kezeléseit?',
        'Anyagköltség, idő, rezsi és érték: egy egyszerű képlet a fenntartható árakhoz.',
        [
          'Számolja ki egy kezelés anyagköltségét és a ráfordított időt, majd adja hozzá a rezsi arányos részét.',
          'A kúrabérletek kiszámíthatóbb bevételt hoznak, és a vendég is jobban jár.',
        ],
      ],
      [
        'pricing-your-treatments',
        'How to price your treatments',
        'Materials, time, overheads and value: a simple formula for sustainable prices.',
        [
          'Work out the material cost and the time of a treatment, then add its share of the overheads.',
          'Treatment course passes bring steadier income, and clients benefit too.',
        ],
      ],
    ),
    post(
      '2026-02-19T08:00:00Z',
      'palyakezdes',
      ['trainings', 'business'],
      ['career'],
      [
        'palyakezdo-kozmetikusoknak',
        'Pályakezdő kozmetikusoknak: az első év',
        'Gyakorlás, továbbképzés és türelem – tapasztalt oktatóink tanácsai.',
        [
          'Az első évben a legfontosabb a rutin megszerzése: dolgozzon minél több modellel, és kérjen visszajelzést.',
          'Válasszon egy szakterületet, amelyben elmélyül: így könnyebb kitűnni.',
        ],
      ],
      [
        'for-new-beauticians',
        'For new beauticians: the first year',
        'Practice, further training and patience – advice from our experienced trainers.',
        [
          'In the first year the most important thing is routine: work with as many models as you can and ask for feedback.',
          'Choose a speciality to go deeper into: it makes it easier to stand out.',
        ],
      ],
    ),
    post(
      '2026-01-15T08:00:00Z',
      'gepes-anti-aging',
      ['tips'],
      ['devices', 'massage'],
      [
        'gepes-anti-aging-kezelesek',
        'Gépes anti-aging kezelések kombinálása',
        'Rádiófrekvencia, mikroáram és masszázs egy kezelésben – a helyes sorrend.',
        [
          'Először tisztítson és hámlasszon, majd következhet a mikroáram, végül a rádiófrekvencia.',
          'A kezelést mindig nyugtató maszkkal és hidratálással zárja.',
        ],
      ],
      [
        'combining-anti-ageing-devices',
        'Combining anti-ageing device treatments',
        'Radio frequency, microcurrent and massage in one treatment – in the right order.',
        [
          'Cleanse and exfoliate first, then apply microcurrent and finally radio frequency.',
          'Always finish with a soothing mask and hydration.',
        ],
      ],
    ),
  ],
};
