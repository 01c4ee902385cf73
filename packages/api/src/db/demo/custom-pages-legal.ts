import type { CustomPageTranslationInput } from '../../modules/custom-pages/custom-pages.service';
import { company } from './company';

type Page = { hu: CustomPageTranslationInput; en: CustomPageTranslationInput };
type Site = 'shop' | 'academy';

/** Terms, privacy notice and imprint: the same structure on both sites, with each site's subject. */
export function legalPages(site: Site): Page[] {
  const shop = site === 'shop';
  const email = shop ? company.email : company.academyEmail;
  return [
    {
      hu: {
        title: 'Általános szerződési feltételek',
        slug: 'aszf',
        seoDescription: shop
          ? 'A Vagheggi webáruház vásárlási feltételei: rendelés, szállítás, fizetés, elállás és szavatosság.'
          : 'A Vagheggi Akadémia képzéseire való jelentkezés feltételei: fizetés, lemondás, tanúsítvány.',
        contentHtml: `<h2>1. A szolgáltató adatai</h2>
<p>${company.name}, székhely: ${company.address}, cégjegyzékszám: ${company.registry}, adószám: ${company.taxNumber}, e-mail: <a href="mailto:${email}">${email}</a>.</p>
<h2>2. A szerződés tárgya</h2>
<p>${shop ? 'A webáruházban kínált kozmetikai termékek adásvétele.' : 'Az Akadémia online és tantermi képzéseinek nyújtása.'} A szerződés magyar nyelven, elektronikus formában jön létre, és nem minősül írásba foglalt szerződésnek.</p>
<h2>3. ${shop ? 'Rendelés és visszaigazolás' : 'Jelentkezés és visszaigazolás'}</h2>
<p>A ${shop ? 'megrendelést' : 'jelentkezést'} e-mailben 48 órán belül visszaigazoljuk. Az árak forintban értendők és az áfát tartalmazzák.</p>
<h2>4. Elállás</h2>
<p>${
          shop
            ? 'A fogyasztó a termék átvételétől számított 14 napon belül indoklás nélkül elállhat a szerződéstől. Higiéniai okokból a felbontott kozmetikumokra az elállási jog nem vonatkozik.'
            : 'A képzés kezdete előtt 8 nappal díjmentesen lemondhatja a jelentkezést; ezt követően a részvételi díj 50%-át számítjuk fel. Helyettes résztvevőt bármikor küldhet.'
        }</p>
<h2>5. Panaszkezelés</h2>
<p>Panaszát a fenti e-mail címen vagy a ${company.phone} telefonszámon jelezheti; 30 napon belül írásban válaszolunk. Vitás ügyben a Budapesti Békéltető Testülethez fordulhat.</p>`,
      },
      en: {
        title: 'Terms and conditions',
        slug: 'terms',
        seoDescription: shop
          ? 'Terms of purchase of the Vagheggi web shop: ordering, delivery, payment, withdrawal and warranty.'
          : 'Terms of enrolment on Vagheggi Academy trainings: payment, cancellation, certificate.',
        contentHtml: `<h2>1. The provider</h2>
<p>${company.name}, registered office: ${company.addressEn}, company registration number: ${company.registry}, tax number: ${company.taxNumber}, e-mail: <a href="mailto:${email}">${email}</a>.</p>
<h2>2. Subject of the contract</h2>
<p>${shop ? 'The sale of the cosmetics offered in the web shop.' : 'The online and classroom trainings of the Academy.'} The contract is concluded electronically and is not a written contract.</p>
<h2>3. ${shop ? 'Orders and confirmation' : 'Enrolment and confirmation'}</h2>
<p>We confirm ${shop ? 'orders' : 'enrolments'} by e-mail within 48 hours. Prices are in Hungarian forints and include VAT.</p>
<h2>4. Withdrawal</h2>
<p>${
          shop
            ? 'Consumers may withdraw from the contract within 14 days of receiving the goods without giving a reason. For hygiene reasons this does not apply to opened cosmetics.'
            : 'You may cancel free of charge up to 8 days before the training starts; after that we charge 50% of the fee. You may send a substitute participant at any time.'
        }</p>
<h2>5. Complaints</h2>
<p>Send your complaint to the e-mail address above or call ${company.phone}; we answer in writing within 30 days. In a dispute you may turn to the Budapest Conciliation Board.</p>`,
      },
    },
    {
      hu: {
        title: 'Adatkezelési tájékoztató',
        slug: 'adatkezeles',
        contentHtml: `<p>Az adatkezelő a ${company.name} (${company.address}). Személyes adatait az Európai Unió általános adatvédelmi rendelete (GDPR) szerint kezeljük.</p>
<h2>Milyen adatokat kezelünk?</h2>
<ul><li>${shop ? 'Rendelés' : 'Jelentkezés'}: név, e-mail cím, telefonszám, számlázási${shop ? ' és szállítási' : ''} cím – a szerződés teljesítéséhez.</li>
<li>Hírlevél: név és e-mail cím – hozzájárulása alapján, amelyet bármikor visszavonhat.</li>
<li>Kapcsolatfelvétel: név, e-mail cím, üzenet – a megkeresés megválaszolásáig, legfeljebb 1 évig.</li></ul>
<h2>Sütik</h2>
<p>Az oldal működéséhez szükséges sütiket mindig használjuk; statisztikai és marketing sütiket csak az Ön hozzájárulásával.</p>
<h2>Az Ön jogai</h2>
<p>Kérheti adatai helyesbítését, törlését, kezelésük korlátozását és hordozhatóságát a <a href="mailto:${email}">${email}</a> címen. Panaszt a Nemzeti Adatvédelmi és Információszabadság Hatóságnál (NAIH) tehet.</p>`,
      },
      en: {
        title: 'Privacy notice',
        slug: 'privacy',
        contentHtml: `<p>The data controller is ${company.name} (${company.addressEn}). We process your personal data under the EU General Data Protection Regulation (GDPR).</p>
<h2>What data do we process?</h2>
<ul><li>${shop ? 'Orders' : 'Enrolments'}: name, e-mail address, phone number, billing${shop ? ' and delivery' : ''} address – to perform the contract.</li>
<li>Newsletter: name and e-mail address – based on your consent, which you may withdraw at any time.</li>
<li>Contact form: name, e-mail address, message – until we answer, for at most 1 year.</li></ul>
<h2>Cookies</h2>
<p>Cookies needed for the site to work are always used; statistics and marketing cookies only with your consent.</p>
<h2>Your rights</h2>
<p>You may ask for your data to be corrected, erased, restricted or ported at <a href="mailto:${email}">${email}</a>. You may lodge a complaint with the Hungarian National Authority for Data Protection (NAIH).</p>`,
      },
    },
    {
      hu: {
        title: 'Impresszum',
        slug: 'impresszum',
        contentHtml: `<p><strong>${company.name}</strong><br>Székhely: ${company.address}<br>Cégjegyzékszám: ${company.registry} (Fővárosi Törvényszék Cégbírósága)<br>Adószám: ${company.taxNumber}<br>E-mail: <a href="mailto:${email}">${email}</a><br>Telefon: <a href="tel:+3612345678">${company.phone}</a></p>
<p>Tárhelyszolgáltató: Példa Hosting Kft., 1117 Budapest, Infopark sétány 1.</p>`,
      },
      en: {
        title: 'Imprint',
        slug: 'imprint',
        contentHtml: `<p><strong>${company.name}</strong><br>Registered office: ${company.addressEn}<br>Company registration number: ${company.registry} (Company Registry Court of Budapest)<br>Tax number: ${company.taxNumber}<br>E-mail: <a href="mailto:${email}">${email}</a><br>Phone: <a href="tel:+3612345678">${company.phone}</a></p>
<p>Hosting provider: Példa Hosting Kft., Infopark sétány 1, 1117 Budapest.</p>`,
      },
    },
  ];
}
