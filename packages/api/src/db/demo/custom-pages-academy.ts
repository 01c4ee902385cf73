import type { CustomPageTranslationInput } from '../../modules/custom-pages/custom-pages.service';
import { company } from './company';

type Page = { hu: CustomPageTranslationInput; en: CustomPageTranslationInput };

/** The academy's own custom pages; the footer links point at these slugs (db/demo/menus.ts). */
export const academyPages: Page[] = [
  {
    hu: {
      title: 'Jelentkezés és fizetés',
      slug: 'jelentkezes-es-fizetes',
      contentHtml: `<h2>Jelentkezés</h2>
<p>Válassza ki a képzést és az időpontot, majd tegye a kosárba. Egy jelentkezéssel több résztvevőt is beírathat; a résztvevők adatait a fizetés után a <em>Képzéseim</em> menüpontban adhatja meg.</p>
<h2>Fizetés</h2>
<ul><li><strong>Bankkártya (Barion)</strong> – a helyét azonnal lefoglaljuk.</li>
<li><strong>Előre utalás</strong> – a helyet 30 percig tartjuk fenn; a jelentkezés az utalás beérkezésekor válik véglegessé. Számlaszám: ${company.bank}.</li></ul>
<h2>A képzés után</h2>
<p>A tantermi képzések végén gyakorlati vizsga van; sikeres vizsga után névre szóló tanúsítványt adunk. Az online képzések anyaga 60 napig érhető el.</p>`,
    },
    en: {
      title: 'Enrolment and payment',
      slug: 'enrolment-and-payment',
      contentHtml: `<h2>Enrolment</h2>
<p>Choose the training and a date, then add it to your cart. You can enrol several participants at once and give their details after payment under <em>My trainings</em>.</p>
<h2>Payment</h2>
<ul><li><strong>Card (Barion)</strong> – your place is booked at once.</li>
<li><strong>Bank transfer in advance</strong> – we hold your place for 30 minutes; the enrolment is final when the transfer arrives. Account: ${company.bank}.</li></ul>
<h2>After the training</h2>
<p>Classroom trainings end with a practical exam; after passing it you receive a personal certificate. Online course material stays available for 60 days.</p>`,
    },
  },
  {
    hu: {
      title: 'Gyakori kérdések',
      slug: 'gyik',
      contentHtml: `<h2>Kell kozmetikus végzettség a képzésekhez?</h2>
<p>Az alapozó képzések mindenkinek nyitottak; a haladó gépes és savas kezelésekről szóló képzésekre kozmetikus szakképesítéssel lehet jelentkezni.</p>
<h2>Hol vannak a tantermi képzések?</h2>
<p>Budapesti oktatótermünkben (${company.address}), kisebb csoportokban, legfeljebb 12 fővel, hogy mindenkire jusson idő a gyakorlásnál.</p>
<h2>Mit kapok az online képzésen?</h2>
<p>Élő, interaktív órákat, felvételt, amelyet 60 napig visszanézhet, és letölthető jegyzetet.</p>
<h2>Kapok számlát?</h2>
<p>Igen, a fizetés után elektronikus számlát küldünk, cégnévre is.</p>`,
    },
    en: {
      title: 'Frequently asked questions',
      slug: 'faq',
      contentHtml: `<h2>Do I need a beautician qualification?</h2>
<p>Foundation trainings are open to everyone; advanced trainings on device and acid treatments require a beautician qualification.</p>
<h2>Where are the classroom trainings held?</h2>
<p>At our Budapest training room (${company.addressEn}), in small groups of at most 12, so that everyone gets enough practice time.</p>
<h2>What do I get with an online training?</h2>
<p>Live, interactive sessions, a recording you can watch for 60 days and downloadable notes.</p>
<h2>Do I get an invoice?</h2>
<p>Yes, we send an electronic invoice after payment, to a company name too.</p>`,
    },
  },
  {
    hu: {
      title: 'Rólunk',
      slug: 'rolunk',
      contentHtml: `<p>A Vagheggi Akadémia 2012 óta képez kozmetikusokat Magyarországon. Oktatóink gyakorló szakemberek, akik a márka olasz központjában szerezték meg trénervizsgájukat.</p>
<p>Tantermi képzéseink kis csoportokban, valódi modelleken zajlanak; online képzéseinken bárhonnan bekapcsolódhat. Évente több mint 600 résztvevő végez nálunk.</p>`,
    },
    en: {
      title: 'About us',
      slug: 'about-us',
      contentHtml: `<p>Vagheggi Academy has been training beauticians in Hungary since 2012. Our trainers are practising professionals who qualified at the brand's Italian headquarters.</p>
<p>Classroom trainings run in small groups on real models; you can join our online trainings from anywhere. More than 600 participants finish a training with us every year.</p>`,
    },
  },
];
