import { LEGAL_PAGES } from '../features/cms/domain';

/**
 * Translations: the UK store's pages and checkout blocks in Welsh (`language: 'cy'`), the store's second
 * language (general/locale/additional). Each says what its English original in seed-legal-pages.ts or
 * seed-data.ts says, fact for fact; the names of UK laws stay as enacted and products as the store names
 * them, in English, marked as such for screen readers. A page or block without a Welsh version here is shown to Welsh readers in English.
 */
const WELSH = 'cy';

/** A page or block in a language other than its store's (seed-data.ts's SeedCmsEntry with its `language`). */
interface Translation {
  identifier: string;
  language: string;
  title: string;
  content: string;
}

const welsh = (identifier: string, title: string, html: string[]): Translation => ({ identifier, language: WELSH, title, content: html.join('') });

/** An English name (a law's, a product's) inside Welsh text, said in English. */
const english = (name: string) => `<span lang="en-GB">${name}</span>`;

/** Translations of the UK store's pages: the legal pages, the cookie policy and Drop the Pod. */
export const UK_WELSH_PAGES: Translation[] = [
  welsh(LEGAL_PAGES.terms, 'Telerau ac Amodau', [
    '<p>Mae’r telerau hyn yn berthnasol i bob archeb a roddir ar y wefan hon. Drwy roi archeb, rydych yn eu derbyn.</p>',
    '<h2>Oedran</h2><p>Mae ein cynhyrchion yn cynnwys nicotin a dim ond i oedolion 18 oed neu hŷn y cânt eu gwerthu. Rydym yn gwirio oedran pob prynwr cyn anfon archeb, a gallwn ofyn i chi am brawf oedran. Rhaid i oedolyn lofnodi am y parsel.</p>',
    '<h2>Prisiau a thalu</h2><p>Mae’r prisiau mewn punnoedd sterling ac yn cynnwys TAW. Dangosir y cyfanswm y byddwch yn ei dalu, gan gynnwys y danfon, cyn i chi roi eich archeb. Codir y ffi a ddangosir wrth y til ar archebion talu wrth ddosbarthu, a’i thalu i’r cludwr.</p>',
    '<h2>Eich contract</h2><p>Mae eich archeb yn gynnig i brynu. Gwneir y contract pan fyddwn yn anfon yr e-bost sy’n cadarnhau’r archeb. Os nad oes eitem mewn stoc, byddwn yn dweud wrthych ac ni fyddwn yn codi tâl arnoch amdani.</p>',
    '<h2>Tanysgrifiadau</h2><p>Caiff tanysgrifiad ei ddanfon a’i dalu ar yr egwyl a ddewisoch, gyda’r cerdyn a gadwoch ar ei gyfer. Gallwch hepgor danfoniad, oedi, ailddechrau neu ganslo’r tanysgrifiad unrhyw bryd yn Fy Nghyfrif; ni chymerir rhagor o daliadau ar danysgrifiad a ganslwyd.</p>',
    '<h2>Canslo a dychwelyd</h2><p>Gallwch ganslo o fewn 14 diwrnod i’r danfon: gweler ein <a href="/returns-policy">polisi dychwelyd</a>.</p>',
    '<h2>Cysylltu â ni</h2><p>support@vype.example neu 0800 123 4567.</p>',
  ]),
  welsh(LEGAL_PAGES.privacy, 'Polisi Preifatrwydd', [
    `<p>Rydym yn defnyddio eich data personol i gymryd, danfon a chefnogi eich archebion, a dim ond fel y mae’r hysbysiad hwn yn ei ddweud (${english('UK GDPR')} a’r ${english('Data Protection Act 2018')}).</p>`,
    '<h2>Yr hyn rydym yn ei gadw</h2><ul><li>Eich enw, eich cyfeiriadau, eich cyfeiriad e-bost a’ch rhif ffôn, a’ch archebion.</li><li>A gafodd eich oedran ei wirio, a sut. Nid ydym byth yn cadw rhif na llun dogfen adnabod a ddangoswch i ni.</li><li>O gerdyn, dim ond ei fath, ei bedwar digid olaf a’i ddyddiad dod i ben; ein darparwr taliadau sy’n cadw’r cerdyn ei hun.</li></ul>',
    '<h2>Pam</h2><p>I gyflawni ein contract â chi, i gydymffurfio â’r gyfraith ar werthu cynhyrchion nicotin (y gwiriad oedran), a dim ond os ydych yn cytuno, i anfon ein cylchlythyr atoch neu i fesur sut mae ein til yn gweithio.</p>',
    '<h2>Am ba hyd</h2><p>Cofnodion archebion am chwe blynedd, fel y mae cyfraith treth yn ei gwneud yn ofynnol; eich cyfrif nes i chi ei gau.</p>',
    '<h2>Eich hawliau</h2><p>Gallwch ofyn am gopi o’ch data, am ei gywiro neu ei ddileu, gwrthwynebu ei ddefnyddio, neu gwyno i Swyddfa’r Comisiynydd Gwybodaeth (ico.org.uk). Ysgrifennwch at support@vype.example.</p>',
    '<p>Cwcis: gweler ein <a href="/privacy-policy-cookie-restriction-mode">polisi cwcis</a>.</p>',
  ]),
  welsh(LEGAL_PAGES.delivery, 'Polisi Danfon', [
    '<p>Rydym yn danfon i gyfeiriadau yn y Deyrnas Unedig.</p>',
    '<ul>',
    '<li>Danfon safonol: £3.99, am ddim ar archebion o £25 neu fwy. Caiff ei ddanfon o fewn 3–5 diwrnod gwaith.</li>',
    '<li>Danfon ar yr un diwrnod yn ardaloedd cod post Llundain: archebwch erbyn 2yp, a chaiff ei ddanfon rhwng 6yh a 10yh.</li>',
    '</ul>',
    '<p>Caiff archebion a roddir erbyn 2yp ar ddiwrnod gwaith eu hanfon yr un diwrnod. Rhaid i oedolyn 18 oed neu hŷn lofnodi am bob parsel; gall ein cludwr ofyn am brawf oedran.</p>',
    '<p>Ni allwn ddanfon i rai codau post yn Ynysoedd y Sianel nac i gyfeiriadau y mae ein cludwyr yn eu gwrthod.</p>',
  ]),
  welsh(LEGAL_PAGES.returns, 'Polisi Dychwelyd', [
    `<p>Gallwch ganslo eich archeb o fewn 14 diwrnod i’r diwrnod y byddwch yn ei chael, heb roi rheswm (${english('Consumer Contracts Regulations 2013')}).</p>`,
    '<h2>Sut i ddychwelyd</h2><p>Rhowch wybod i ni yn support@vype.example neu ar 0800 123 4567, yna anfonwch y cynhyrchion yn ôl o fewn 14 diwrnod. Caiff cynhyrchion sydd heb eu hagor eu had-dalu’n llawn, gyda chost y danfon safonol, o fewn 14 diwrnod i’w dychwelyd, drwy’r un dull ag y talwyd amdanynt.</p>',
    '<h2>Yr hyn na ellir ei ddychwelyd</h2><p>Ni ellir dychwelyd podiau a chetris sydd wedi’u hagor am resymau iechyd a hylendid. Gellir dychwelyd dyfais ddiffygiol bob amser: byddwn yn ei thrwsio, yn rhoi un arall yn ei lle neu’n ad-dalu amdani.</p>',
  ]),
  welsh(LEGAL_PAGES.cookies, 'Polisi Cwcis', [
    '<p>Ffeiliau bach y mae gwefan yn eu cadw yn eich porwr yw cwcis. Rydym yn defnyddio cyn lleied ag y gallwn.</p>',
    '<h2>Cwcis hanfodol</h2>',
    '<p>Mae’r rhain yn gwneud i’r siop weithio, felly nid oes angen eich caniatâd arnynt:</p>',
    '<ul>',
    '<li><strong>shop_session</strong>: eich ymweliad a’ch mewngofnodi (24 awr).</li>',
    '<li><strong>store</strong>: siop y wlad a ddewisoch (blwyddyn).</li>',
    '<li><strong>language</strong>: yr iaith a ddewisoch ar gyfer y siop (blwyddyn).</li>',
    '<li><strong>cookie_consent</strong>: eich ateb i’n baner cwcis (blwyddyn).</li>',
    '<li><strong>login_redirect</strong>, <strong>apm_return</strong>, <strong>payu_return</strong>, <strong>paypal_express</strong>: yn dod â chi’n ôl i’r dudalen gywir ar ôl mewngofnodi neu dalu (24 awr ar y mwyaf).</li>',
    '<li><strong>bat_product_consent</strong>: eich bod wedi cadarnhau’r hysbysiad am y cynnyrch wrth y til (yr ymweliad hwn).</li>',
    '</ul>',
    '<p>Cedwir eich basged yn storfa eich porwr, nid mewn cwci.</p>',
    '<h2>Cwcis dadansoddi</h2>',
    '<p>Dim ond os byddwch yn eu derbyn: maent yn dweud wrthym pa gamau o’r til sy’n methu, fel y gallwn eu trwsio. Os byddwch yn eu gwrthod, ni anfonir dim. Gallwch newid eich ateb unrhyw bryd drwy “Gosodiadau cwcis” ar waelod pob tudalen.</p>',
  ]),
  welsh('drop-the-pod', 'Drop the Pod', [
    '<p>Ni ddylai podiau wedi’u defnyddio fynd i’r bin sbwriel gartref. Drop the Pod yw ein cynllun ailgylchu am ddim: anfonwch eich podiau gwag yn ôl atom ac fe wnawn ni eu hailgylchu.</p>',
    '<h2>Sut mae’n gweithio</h2>',
    '<ol>',
    `<li>Ychwanegwch ${english('Pod Recycling Return Bag')} am ddim at eich archeb nesaf (yn y crynodeb o’r archeb wrth y til, neu o silff yr ategolion).</li>`,
    '<li>Llenwch y bag â hyd at 30 o bodiau wedi’u defnyddio. Podiau yn unig, os gwelwch yn dda: dim dyfeisiau, batris na deunydd pacio.</li>',
    '<li>Seliwch y bag a’i bostio o unrhyw Swyddfa’r Post neu flwch post. Mae’r postio wedi’i dalu ymlaen llaw, felly does dim i’w dalu.</li>',
    '</ol>',
    '<h2>Beth sy’n digwydd i’ch podiau</h2>',
    '<p>Mae ein partner ailgylchu yn gwahanu plastig, metel a gweddill yr e-hylif ym mhob pod. Caiff y plastig a’r metel eu hailgylchu; caiff yr e-hylif ei waredu’n ddiogel.</p>',
    '<p>Un bag i bob archeb. Cwestiynau: support@vype.example neu 0800 123 4567.</p>',
  ]),
];

/** Translations of the UK store's checkout blocks: the consent notice (cms_block) and the delivery note (delivery_cms_block). */
export const UK_WELSH_BLOCKS: Translation[] = [
  welsh('checkout-consent-notice', 'Hysbysiad caniatâd y til', [
    '<p>Drwy roi eich archeb, rydych yn cadarnhau eich bod yn 18 oed neu’n hŷn. Rydym yn defnyddio eich manylion i brosesu a danfon eich archeb ac i wirio eich oedran, fel y mae ein <a href="/terms-and-conditions">Telerau ac Amodau</a> yn ei egluro.</p>',
  ]),
  welsh('checkout-delivery', 'Nodyn danfon y til', [
    '<p>Caiff archebion a roddir erbyn 2yp ar ddiwrnod gwaith eu hanfon yr un diwrnod. Rhaid i oedolyn 18 oed neu hŷn lofnodi am y parsel. <a href="/delivery-policy">Darllenwch ein polisi danfon</a>.</p>',
  ]),
];
