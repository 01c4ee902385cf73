import type { CustomPageTranslationInput } from '../../modules/custom-pages/custom-pages.service';
import { company } from './company';

type Page = { hu: CustomPageTranslationInput; en: CustomPageTranslationInput };

/** The shop's custom pages; the footer links point at these slugs (db/demo/menus.ts). */
export const shopPages: Page[] = [
  {
    hu: {
      title: 'Szállítás és fizetés',
      slug: 'szallitas-es-fizetes',
      contentHtml: `<h2>Szállítási módok</h2>
<ul>
<li><strong>GLS házhozszállítás – 1.990 Ft.</strong> A csomagot munkanapokon 8 és 17 óra között viszi ki a futár; indulás előtt e-mailt és SMS-t küld.</li>
<li><strong>GLS CsomagPont – 1.290 Ft.</strong> Több mint 1500 átvételi pont országszerte, benzinkutakon, üzletekben.</li>
<li><strong>GLS CsomagAutomata – 1.190 Ft.</strong> Átvétel a nap bármely órájában, PIN-kóddal.</li>
<li><strong>Személyes átvétel – ingyenes.</strong> Bemutatótermünkben: ${company.address}, hétköznap 10–18 óra között.</li>
</ul>
<p>A raktáron lévő termékeket 1–2 munkanapon belül feladjuk; a futár általában a feladást követő munkanapon kézbesít.</p>
<h2>Fizetési módok</h2>
<ul>
<li><strong>Bankkártya (Barion)</strong> – biztonságos online fizetés, a kártyaadatokat nem látjuk.</li>
<li><strong>Előre utalás</strong> – a számlaszámot a visszaigazoló e-mailben küldjük, a jóváírás után adjuk fel a csomagot.</li>
<li><strong>Utánvét – 590 Ft kezelési költség.</strong> Csak GLS házhozszállítással és CsomagPontba kérhető.</li>
<li><strong>Fizetés személyes átvételkor</strong> készpénzzel vagy bankkártyával.</li>
</ul>
<p>Minden árunk bruttó ár, az áfát tartalmazza. A számlát elektronikusan, e-mailben küldjük.</p>`,
    },
    en: {
      title: 'Delivery and payment',
      slug: 'delivery-and-payment',
      contentHtml: `<h2>Delivery options</h2>
<ul>
<li><strong>GLS home delivery – 1,990 Ft.</strong> The courier delivers on working days between 8 am and 5 pm and lets you know by e-mail and text message beforehand.</li>
<li><strong>GLS ParcelShop – 1,290 Ft.</strong> More than 1,500 pick-up points across Hungary, at petrol stations and shops.</li>
<li><strong>GLS ParcelLocker – 1,190 Ft.</strong> Collect at any time of the day with a PIN code.</li>
<li><strong>Personal pick-up – free.</strong> At our showroom: ${company.addressEn}, weekdays 10 am – 6 pm.</li>
</ul>
<p>Items in stock are dispatched within 1–2 working days; GLS usually delivers on the next working day.</p>
<h2>Payment options</h2>
<ul>
<li><strong>Card (Barion)</strong> – secure online payment; we never see your card details.</li>
<li><strong>Bank transfer in advance</strong> – our account details are in the confirmation e-mail; we dispatch once the transfer arrives.</li>
<li><strong>Cash on delivery – 590 Ft handling fee.</strong> Available with GLS home delivery and ParcelShop only.</li>
<li><strong>Pay at personal pick-up</strong> by cash or card.</li>
</ul>
<p>All prices are gross and include VAT. We send the invoice electronically by e-mail.</p>`,
    },
  },
  {
    hu: {
      title: 'Gyakori kérdések',
      slug: 'gyik',
      contentHtml: `<h2>Megvásárolhatja bárki a szalonokban használt termékeket?</h2>
<p>A legtöbb termékünk otthoni használatra is alkalmas. A kizárólag szakembereknek szóló kezelési termékeket (például a savas hámlasztókat) csak regisztrált kozmetikusok rendelhetik meg.</p>
<h2>Hogyan választhatom ki a bőrtípusomnak megfelelő krémet?</h2>
<p>Minden termékoldalon feltüntetjük, milyen bőrtípusra ajánljuk. Ha bizonytalan, keresse fel valamelyik partnerszalonunkat: a kozmetikus bőrdiagnosztika után személyre szabott ajánlatot ad.</p>
<h2>Visszaküldhetem a terméket?</h2>
<p>Bontatlan terméket a kézhezvételtől számított 14 napon belül indoklás nélkül visszaküldhet. Higiéniai okokból a felbontott kozmetikumokat nem tudjuk visszavenni.</p>
<h2>Mennyi ideig állnak el a termékek?</h2>
<p>A felbontás utáni felhasználhatóságot a csomagoláson lévő nyitott tégely jel mutatja (például 12M = 12 hónap).</p>`,
    },
    en: {
      title: 'Frequently asked questions',
      slug: 'faq',
      contentHtml: `<h2>Can anyone buy the products used in salons?</h2>
<p>Most of our products are suitable for home care too. Treatment products meant only for professionals (such as acid peels) can be ordered by registered beauticians only.</p>
<h2>How do I choose the right cream for my skin type?</h2>
<p>Every product page says which skin types it suits. If you are unsure, visit one of our partner salons: after a skin analysis the beautician will recommend a routine for you.</p>
<h2>Can I return a product?</h2>
<p>You may return unopened products within 14 days of receipt without giving a reason. For hygiene reasons we cannot take back opened cosmetics.</p>
<h2>How long do the products keep?</h2>
<p>The open jar symbol on the packaging shows how long a product keeps once opened (12M = 12 months, for example).</p>`,
    },
  },
  {
    hu: {
      title: 'Rólunk',
      slug: 'rolunk',
      contentHtml: `<p>A Vagheggi 1978 óta fejleszt professzionális kozmetikumokat Olaszországban, Bolognától nem messze. Növényi hatóanyagokra épülő formuláit ma több mint 40 ország kozmetikusai használják.</p>
<p>A ${company.name} 2009 óta a márka kizárólagos magyarországi forgalmazója. Partnerszalonjainkat képzésekkel és szakmai tanácsadással támogatjuk, webáruházunkban pedig otthoni használatra is elérhetővé tesszük a szalonok kedvenc termékeit.</p>
<h2>Amiben hiszünk</h2>
<ul><li>Hatékony, bőrgyógyászatilag tesztelt formulák</li><li>Növényi kivonatok és felelős beszerzés</li><li>Szakértő tanácsadás, a kozmetikusokkal együtt</li></ul>`,
    },
    en: {
      title: 'About us',
      slug: 'about-us',
      contentHtml: `<p>Vagheggi has been developing professional cosmetics in Italy, near Bologna, since 1978. Beauticians in more than 40 countries work with its plant-based formulas today.</p>
<p>${company.name} has been the brand's exclusive distributor in Hungary since 2009. We support our partner salons with trainings and professional advice, and our web shop brings the salons' favourite products to your home.</p>
<h2>What we believe in</h2>
<ul><li>Effective, dermatologically tested formulas</li><li>Plant extracts and responsible sourcing</li><li>Expert advice, together with beauticians</li></ul>`,
    },
  },
];
