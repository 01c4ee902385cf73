import type { DemoBlog } from './blog-types';

export const shopBlog: DemoBlog = {
  categories: [
    { key: 'care', hu: ['Bőrápolás', 'borapolas'], en: ['Skin care', 'skin-care'] },
    { key: 'ingredients', hu: ['Hatóanyagok', 'hatoanyagok'], en: ['Active ingredients', 'active-ingredients'] },
    { key: 'salon', hu: ['Szalontitkok', 'szalontitkok'], en: ['Salon secrets', 'salon-secrets'] },
    { key: 'seasons', hu: ['Évszakok és bőr', 'evszakok-es-bor'], en: ['Seasons and skin', 'seasons-and-skin'] },
  ],
  tags: [
    { key: 'hydration', hu: ['hidratálás', 'hidratalas'], en: ['hydration', 'hydration'] },
    { key: 'antiaging', hu: ['anti-aging', 'anti-aging'], en: ['anti-ageing', 'anti-ageing'] },
    { key: 'vitc', hu: ['C-vitamin', 'c-vitamin'], en: ['vitamin C', 'vitamin-c'] },
    { key: 'hyaluron', hu: ['hialuronsav', 'hialuronsav'], en: ['hyaluronic acid', 'hyaluronic-acid'] },
    { key: 'spf', hu: ['fényvédelem', 'fenyvedelem'], en: ['sun protection', 'sun-protection'] },
    { key: 'sensitive', hu: ['érzékeny bőr', 'erzekeny-bor'], en: ['sensitive skin', 'sensitive-skin'] },
    { key: 'acne', hu: ['akne', 'akne'], en: ['acne', 'acne'] },
    { key: 'body', hu: ['testápolás', 'testapolas'], en: ['body care', 'body-care'] },
    { key: 'routine', hu: ['napi rutin', 'napi-rutin'], en: ['daily routine', 'daily-routine'] },
  ],
  posts: [
    {
      date: '2026-11-12T08:00:00Z',
      highlighted: true,
      image: '/img/demo/blog/teli-hidratalas.jpg',
      categories: ['seasons', 'care'],
      tags: ['hydration', 'routine'],
      hu: {
        slug: 'teli-hidratalas',
        title: 'Hidratálás télen: így védje a bőrét a hidegben',
        lead: 'A fűtött szobák és a fagyos szél kiszárítják a bőrt. Mutatjuk, hogyan alakítsa át a napi rutinját.',
        body: [
          'Télen a bőr védőrétege gyorsabban sérül: a levegő páratartalma alacsony, a hőmérséklet-ingadozás pedig tágítja és szűkíti az ereket. Ilyenkor a könnyű nyári gélek helyett gazdagabb, lipidpótló krémekre van szükség.',
          '<ul><li>Reggel hidratáló szérum, rá tápláló krém.</li><li>Este kíméletes, szappanmentes tisztítás.</li><li>Hetente egyszer hidratáló maszk.</li></ul>',
          'A hialuronsavas szérumot mindig nyirkos bőrre vigye fel, és zárja le krémmel – így a hatóanyag nem a bőrből, hanem a levegőből vonja el a vizet.',
        ],
      },
      en: {
        slug: 'hydration-in-winter',
        title: 'Hydration in winter: protect your skin from the cold',
        lead: 'Heated rooms and icy winds dry out the skin. Here is how to adapt your daily routine.',
        body: [
          'In winter the skin barrier is damaged more easily: the air is dry and the changes in temperature keep widening and narrowing the capillaries. Swap light summer gels for richer creams that replenish lipids.',
          '<ul><li>In the morning a hydrating serum, then a nourishing cream.</li><li>In the evening gentle, soap-free cleansing.</li><li>Once a week a hydrating mask.</li></ul>',
          'Always apply hyaluronic acid serum to damp skin and seal it with a cream, so that it draws water from the air rather than from your skin.',
        ],
      },
    },
    {
      date: '2026-10-28T08:00:00Z',
      highlighted: true,
      image: '/img/demo/blog/c-vitamin-szerum.jpg',
      categories: ['ingredients'],
      tags: ['vitc', 'antiaging'],
      hu: {
        slug: 'c-vitaminos-szerum',
        title: 'C-vitaminos szérum: ragyogás négy hét alatt',
        lead: 'Miért érdemes reggel C-vitamint használni, és mire figyeljen a vásárlásnál?',
        body: [
          'A C-vitamin erős antioxidáns: semlegesíti a szabad gyököket, serkenti a kollagéntermelést és halványítja a pigmentfoltokat. A legjobb eredményt reggel, fényvédő alatt éri el.',
          'Válasszon sötét, légmentes csomagolást, mert a C-vitamin fény és levegő hatására bomlik. Ha a szérum színe barnára vált, már veszített a hatásából.',
        ],
      },
      en: {
        slug: 'vitamin-c-serum',
        title: 'Vitamin C serum: radiance in four weeks',
        lead: 'Why use vitamin C in the morning, and what to look for when you buy it?',
        body: [
          'Vitamin C is a powerful antioxidant: it neutralises free radicals, boosts collagen and fades dark spots. It works best in the morning, under sunscreen.',
          'Choose dark, airtight packaging, because vitamin C breaks down in light and air. If the serum turns brown, it has lost much of its effect.',
        ],
      },
    },
    {
      date: '2026-10-09T08:00:00Z',
      highlighted: true,
      image: '/img/demo/blog/hialuronsav.jpg',
      categories: ['ingredients', 'care'],
      tags: ['hyaluron', 'hydration'],
      hu: {
        slug: 'hialuronsav-mindenkinek',
        title: 'Hialuronsav: a hidratáló krémek sztárja',
        lead: 'Egyetlen gramm hialuronsav hat liter vizet köt meg. Mit jelent ez a bőrének?',
        body: [
          'A hialuronsav a bőr saját alkotóeleme, amelynek mennyisége a korral csökken. A kis és nagy molekulatömegű hialuronsav együtt a felszínen és a mélyebb rétegekben is hidratál.',
          'Bármilyen bőrtípusra alkalmas, az érzékeny és zsíros bőrre is, mert nem tömíti el a pórusokat. Szérumként és krémben is használható.',
        ],
      },
      en: {
        slug: 'hyaluronic-acid-for-everyone',
        title: 'Hyaluronic acid: the star of hydrating creams',
        lead: 'A single gram of hyaluronic acid binds six litres of water. What does that mean for your skin?',
        body: [
          'Hyaluronic acid is a natural component of the skin that decreases with age. Low and high molecular weight forms together hydrate both the surface and the deeper layers.',
          'It suits every skin type, sensitive and oily skin included, because it does not clog pores. Use it as a serum or in a cream.',
        ],
      },
    },
    {
      date: '2026-09-18T08:00:00Z',
      image: '/img/demo/blog/fenyvedelem-osszel.jpg',
      categories: ['seasons'],
      tags: ['spf', 'antiaging'],
      hu: {
        slug: 'fenyvedelem-osszel-is',
        title: 'Fényvédelem ősszel is? Igen!',
        lead: 'Az UVA-sugárzás felhős napokon is átjut a felhőkön és az ablaküvegen.',
        body: [
          'A bőröregedésért felelős UVA-sugarak intenzitása egész évben közel állandó. Ezért a fényvédő nem csak a strandszezon kelléke: a napi rutin utolsó lépése legyen.',
          'Ősszel és télen egy SPF 30-as, hidratáló fényvédő krém a legtöbb bőrnek elegendő.',
        ],
      },
      en: {
        slug: 'sun-protection-in-autumn',
        title: 'Sun protection in autumn? Yes!',
        lead: 'UVA rays get through clouds and window glass even on grey days.',
        body: [
          'UVA rays, which age the skin, are almost as strong all year round. Sunscreen is not just for the beach season: make it the last step of your daily routine.',
          'In autumn and winter a hydrating SPF 30 cream is enough for most skin.',
        ],
      },
    },
    {
      date: '2026-08-27T08:00:00Z',
      image: '/img/demo/blog/erzekeny-bor.jpg',
      categories: ['care'],
      tags: ['sensitive', 'routine'],
      hu: {
        slug: 'erzekeny-bor-apolasa',
        title: 'Érzékeny bőr ápolása lépésről lépésre',
        lead: 'Kevesebb néha több: az érzékeny bőrnek egyszerű, illatanyagmentes rutin kell.',
        body: [
          'Az érzékeny bőr könnyen kipirosodik, csíp vagy feszül. Kerülje az alkoholos tonikokat és a durva szemcsés radírokat.',
          'Válasszon nyugtató hatóanyagokat: a kamilla, a körömvirág és a pantenol csillapítja a bőrpírt. Új terméket mindig a fül mögött próbáljon ki először.',
        ],
      },
      en: {
        slug: 'caring-for-sensitive-skin',
        title: 'Caring for sensitive skin step by step',
        lead: 'Less is sometimes more: sensitive skin needs a simple, fragrance-free routine.',
        body: [
          'Sensitive skin turns red, stings or feels tight easily. Avoid alcohol-based toners and harsh scrubs.',
          'Choose soothing ingredients: chamomile, calendula and panthenol calm redness. Always try a new product behind your ear first.',
        ],
      },
    },
    {
      date: '2026-08-05T08:00:00Z',
      image: '/img/demo/blog/akne-felnottkorban.jpg',
      categories: ['care', 'salon'],
      tags: ['acne'],
      hu: {
        slug: 'akne-felnottkorban',
        title: 'Akne felnőttkorban: mit tehet a kozmetikus?',
        lead: 'A pattanások nem csak a kamaszok gondja. A szalonkezelés és az otthoni ápolás együtt hoz eredményt.',
        body: [
          'A felnőttkori aknát gyakran hormonális változások és stressz okozzák. A kozmetikus mélytisztítással és enyhe savas hámlasztással segít.',
          'Otthon szalicilsavas tisztítót és könnyű, nem komedogén hidratálót használjon. A pattanásokat ne nyomkodja: hegesedhetnek.',
        ],
      },
      en: {
        slug: 'adult-acne',
        title: 'Adult acne: how can a beautician help?',
        lead: 'Breakouts are not just a teenage problem. Salon treatments and home care work best together.',
        body: [
          'Adult acne is often caused by hormonal changes and stress. A beautician helps with deep cleansing and mild acid peels.',
          'At home use a salicylic acid cleanser and a light, non-comedogenic moisturiser. Do not squeeze spots: they may scar.',
        ],
      },
    },
    {
      date: '2026-07-14T08:00:00Z',
      image: '/img/demo/blog/nyari-testapolas.jpg',
      categories: ['seasons'],
      tags: ['body', 'spf', 'hydration'],
      hu: {
        slug: 'nyari-testapolas',
        title: 'Nyári testápolás: bársonyos bőr a szezon végéig',
        lead: 'Napozás után a bőrnek extra hidratálásra és nyugtatásra van szüksége.',
        body: [
          'A nap, a klóros víz és a sós tenger egyaránt szárítja a bőrt. Zuhanyzás után azonnal, még nyirkos bőrre vigye fel a testápolót.',
          'Hetente egyszer-kétszer finom testradírral távolítsa el az elhalt hámsejteket, így a barnaság is egyenletesebb marad.',
        ],
      },
      en: {
        slug: 'summer-body-care',
        title: 'Summer body care: velvety skin until the end of the season',
        lead: 'After sunbathing the skin needs extra hydration and soothing.',
        body: [
          'Sun, chlorinated water and salty sea all dry out the skin. Apply body lotion right after showering, while the skin is still damp.',
          'Once or twice a week remove dead skin cells with a gentle body scrub, so that your tan stays even.',
        ],
      },
    },
    {
      date: '2026-06-20T08:00:00Z',
      image: '/img/demo/blog/reggeli-rutin.jpg',
      categories: ['care'],
      tags: ['routine', 'vitc', 'spf'],
      hu: {
        slug: 'ot-perces-reggeli-rutin',
        title: 'Öt perces reggeli rutin dolgozó nőknek',
        lead: 'Tisztítás, szérum, krém, fényvédő: ennyi kell egy ápolt, üde arcbőrhöz.',
        body: [
          'Reggel elég egy kíméletes tisztító gél vagy micellás víz. Utána jöhet az antioxidáns szérum, majd a bőrtípusához illő hidratáló krém.',
          'Az utolsó lépés mindig a fényvédő. Ha sietnie kell, válasszon fényvédős nappali krémet: egy lépéssel kevesebb.',
        ],
      },
      en: {
        slug: 'five-minute-morning-routine',
        title: 'A five-minute morning routine for busy women',
        lead: 'Cleanser, serum, cream, sunscreen: that is all fresh, cared-for skin needs.',
        body: [
          'In the morning a gentle cleansing gel or micellar water is enough. Follow with an antioxidant serum and a moisturiser for your skin type.',
          'The last step is always sunscreen. In a hurry, choose a day cream with SPF: one step fewer.',
        ],
      },
    },
    {
      date: '2026-05-29T08:00:00Z',
      image: '/img/demo/blog/szalonkezeles-menete.jpg',
      categories: ['salon'],
      tags: ['antiaging', 'hyaluron'],
      hu: {
        slug: 'igy-zajlik-egy-arckezeles',
        title: 'Így zajlik egy professzionális arckezelés',
        lead: 'Bőrdiagnosztikától a maszkig: mi történik a kozmetikus székében?',
        body: [
          'A kezelés bőrdiagnosztikával kezdődik: a kozmetikus nagyítós lámpával vizsgálja meg a bőr állapotát. Ezt követi a tisztítás, a hámlasztás és szükség esetén a mélytisztítás.',
          'A hatóanyagokat masszázzsal és ultrahangos készülékkel juttatja mélyebbre, végül bőrtípushoz illő maszk és krém zárja a kezelést. Egy alkalom körülbelül 75 perc.',
        ],
      },
      en: {
        slug: 'what-happens-in-a-facial',
        title: 'What happens in a professional facial',
        lead: 'From skin analysis to the mask: what goes on in the beautician’s chair?',
        body: [
          'The treatment starts with a skin analysis under a magnifying lamp, followed by cleansing, exfoliation and, if needed, deep cleansing.',
          'Active ingredients are worked in with massage and an ultrasound device; a mask and a cream for your skin type finish the treatment. A session takes about 75 minutes.',
        ],
      },
    },
    {
      date: '2026-04-16T08:00:00Z',
      image: '/img/demo/blog/tavaszi-meregtelenites.jpg',
      categories: ['seasons', 'care'],
      tags: ['routine'],
      hu: {
        slug: 'tavaszi-bormegujulas',
        title: 'Tavaszi bőrmegújulás: búcsú a téli fakóságtól',
        lead: 'Hámlasztás, könnyebb textúrák és több antioxidáns: így hangolja tavaszra a bőrét.',
        body: [
          'A tél végére az elhalt hámsejtek fakóvá teszik az arcot. Egy enyhe gyümölcssavas hámlasztás visszaadja a ragyogást.',
          'Cserélje a gazdag téli krémet könnyebb emulzióra, és ne feledkezzen meg a fényvédőről: a tavaszi nap már erős.',
        ],
      },
      en: {
        slug: 'spring-skin-renewal',
        title: 'Spring skin renewal: goodbye to winter dullness',
        lead: 'Exfoliation, lighter textures and more antioxidants: tune your skin for spring.',
        body: [
          'By the end of winter dead skin cells make the face look dull. A mild fruit acid peel brings back the glow.',
          'Swap your rich winter cream for a lighter emulsion and do not forget sunscreen: the spring sun is already strong.',
        ],
      },
    },
    {
      date: '2026-03-05T08:00:00Z',
      image: '/img/demo/blog/szemkornyek.jpg',
      categories: ['care'],
      tags: ['antiaging', 'hydration'],
      hu: {
        slug: 'szemkornyekapolas',
        title: 'Szemkörnyékápolás: a finom vonalak ellen',
        lead: 'A szem körüli bőr ötször vékonyabb az arc többi részénél, ezért külön ápolást kíván.',
        body: [
          'A szemkörnyékápoló gyűrűsujjal, apró ütögető mozdulatokkal kerüljön a bőrre, sosem dörzsölve.',
          'A koffein csökkenti a duzzanatot, a peptidek és a hialuronsav pedig kisimítják a finom ráncokat.',
        ],
      },
      en: {
        slug: 'eye-contour-care',
        title: 'Eye contour care: against fine lines',
        lead: 'The skin around the eyes is five times thinner than elsewhere on the face, so it needs special care.',
        body: [
          'Apply eye cream with your ring finger in small tapping movements, never rubbing.',
          'Caffeine reduces puffiness, while peptides and hyaluronic acid smooth fine lines.',
        ],
      },
    },
    {
      date: '2026-01-22T08:00:00Z',
      image: '/img/demo/blog/kozmetikus-valasztas.jpg',
      categories: ['salon'],
      tags: ['sensitive'],
      hu: {
        slug: 'hogyan-valasszon-kozmetikust',
        title: 'Hogyan válasszon kozmetikust?',
        lead: 'Végzettség, higiénia, őszinte tanácsadás: ezekre figyeljen az első alkalommal.',
        body: [
          'Egy jó kozmetikus az első kezelés előtt kikérdezi bőrproblémáiról, allergiáiról és szokásairól, és nem akar rögtön mindent eladni.',
          'Kérdezzen rá, milyen termékekkel dolgozik. <a href="/szalonok">Partnerszalonjaink</a> mind Vagheggi képzésen vettek részt.',
        ],
      },
      en: {
        slug: 'how-to-choose-a-beautician',
        title: 'How to choose a beautician',
        lead: 'Qualifications, hygiene, honest advice: what to look for on your first visit.',
        body: [
          'A good beautician asks about your skin concerns, allergies and habits before the first treatment, and does not try to sell you everything at once.',
          'Ask which products they work with. <a href="/en/salons">Our partner salons</a> have all completed Vagheggi training.',
        ],
      },
    },
  ],
};
