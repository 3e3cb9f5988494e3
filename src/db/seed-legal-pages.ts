import { LEGAL_PAGES } from '../features/cms/domain';

/**
 * Each store's terms, privacy notice, delivery and returns pages, in its language (Magento's cms_page). The
 * cookie policy is with the other pages in seed-data.ts. They say only what the shop does: its age check,
 * what it keeps (never a document's number or image, never more of a card than its last four digits), the
 * withdrawal period each country's law gives.
 */
interface LegalPage {
  identifier: string;
  title: string;
  content: string;
}

const page = (identifier: string, title: string, html: string[]): LegalPage => ({ identifier, title, content: html.join('') });

const UK: LegalPage[] = [
  page(LEGAL_PAGES.terms, 'Terms and Conditions', [
    '<p>These terms apply to every order placed on this website. By placing an order you accept them.</p>',
    '<h2>Age</h2><p>Our products contain nicotine and are sold only to adults aged 18 or over. We check the age of every buyer before we send an order, and we may ask you for proof of age. An adult must sign for the parcel.</p>',
    '<h2>Prices and payment</h2><p>Prices are in pounds sterling and include VAT. The total you pay, with delivery, is shown before you place your order. Cash on delivery orders carry the fee shown at checkout, paid to the courier.</p>',
    '<h2>Your contract</h2><p>Your order is an offer to buy. The contract is made when we send the order confirmation e-mail. If an item is out of stock, we tell you and do not charge you for it.</p>',
    '<h2>Subscriptions</h2><p>A subscription is delivered and paid at the interval you chose, with the card you saved for it. You can skip a delivery, pause, resume or cancel it at any time in My Account; a cancelled subscription takes no further payment.</p>',
    '<h2>Cancelling and returns</h2><p>You may cancel within 14 days of delivery: see our <a href="/returns-policy">returns policy</a>.</p>',
    '<h2>Contact</h2><p>support@vype.example or 0800 123 4567.</p>',
  ]),
  page(LEGAL_PAGES.privacy, 'Privacy Policy', [
    '<p>We use your personal data to take, deliver and support your orders, and only as this notice says (UK GDPR and the Data Protection Act 2018).</p>',
    '<h2>What we keep</h2><ul><li>Your name, addresses, e-mail address and telephone number, and your orders.</li><li>Whether your age was verified and how. We never keep the number or the picture of an identity document you show us.</li><li>Of a card, only its type, its last four digits and its expiry date; the card itself is held by our payment provider.</li></ul>',
    '<h2>Why</h2><p>To fulfil our contract with you, to meet the law on the sale of nicotine products (the age check), and, only if you agree, to send you our newsletter or to measure how our checkout works.</p>',
    '<h2>How long</h2><p>Order records for six years, as tax law requires; your account until you close it.</p>',
    '<h2>Your rights</h2><p>You may ask for a copy of your data, its correction or its deletion, object to its use, or complain to the Information Commissioner’s Office (ico.org.uk). Write to support@vype.example.</p>',
    '<p>Cookies: see our <a href="/privacy-policy-cookie-restriction-mode">cookie policy</a>.</p>',
  ]),
  page(LEGAL_PAGES.returns, 'Returns Policy', [
    '<p>You may cancel your order within 14 days of the day you receive it, without giving a reason (Consumer Contracts Regulations 2013).</p>',
    '<h2>How to return</h2><p>Tell us at support@vype.example or on 0800 123 4567, then send the products back within 14 days. Unopened products are refunded in full, with the standard delivery cost, within 14 days of their return, to the way you paid.</p>',
    '<h2>What cannot be returned</h2><p>Opened pods and cartridges cannot be returned for health and hygiene reasons. A faulty device can always be returned: we repair, replace or refund it.</p>',
  ]),
];

const FR: LegalPage[] = [
  page(LEGAL_PAGES.terms, 'Conditions générales de vente', [
    '<p>Les présentes conditions s’appliquent à toute commande passée sur ce site. En passant commande, vous les acceptez.</p>',
    '<h2>Âge</h2><p>Nos produits contiennent de la nicotine et sont réservés aux personnes majeures (18 ans ou plus). Nous vérifions l’âge de chaque acheteur avant l’expédition et pouvons vous demander une preuve d’âge.</p>',
    '<h2>Prix et paiement</h2><p>Les prix sont indiqués en euros, toutes taxes comprises, éco-participation incluse le cas échéant. Le total, livraison comprise, s’affiche avant la validation de votre commande.</p>',
    '<h2>Contrat</h2><p>Le contrat est conclu à l’envoi de l’e-mail de confirmation de commande. Si un article n’est plus disponible, nous vous en informons et ne vous le facturons pas.</p>',
    '<h2>Abonnements</h2><p>Un abonnement est livré et réglé à la fréquence choisie, avec la carte enregistrée à cet effet. Vous pouvez sauter une livraison, le mettre en pause, le reprendre ou le résilier à tout moment depuis Mon compte.</p>',
    '<h2>Rétractation</h2><p>Vous disposez de 14 jours pour vous rétracter : voir notre <a href="/returns-policy">politique de retour</a>.</p>',
    '<h2>Contact</h2><p>support@vype.example</p>',
  ]),
  page(LEGAL_PAGES.privacy, 'Politique de confidentialité', [
    '<p>Nous traitons vos données personnelles pour prendre, livrer et suivre vos commandes, uniquement comme le décrit la présente politique (RGPD).</p>',
    '<h2>Données conservées</h2><ul><li>Vos nom, adresses, adresse e-mail, numéro de téléphone et vos commandes.</li><li>Le résultat de la vérification de votre âge. Nous ne conservons jamais le numéro ni l’image d’une pièce d’identité.</li><li>D’une carte, uniquement son type, ses quatre derniers chiffres et sa date d’expiration ; la carte elle-même est conservée par notre prestataire de paiement.</li></ul>',
    '<h2>Finalités</h2><p>L’exécution de votre commande, le respect de la loi sur la vente de produits du tabac et de la nicotine (vérification de l’âge) et, uniquement avec votre accord, l’envoi de notre newsletter ou la mesure d’audience.</p>',
    '<h2>Durée</h2><p>Les pièces comptables pendant dix ans, comme l’exige la loi ; votre compte jusqu’à sa fermeture.</p>',
    '<h2>Vos droits</h2><p>Vous pouvez demander l’accès à vos données, leur rectification ou leur effacement, vous opposer à leur traitement, ou saisir la CNIL (cnil.fr). Écrivez à support@vype.example.</p>',
    '<p>Cookies : voir notre <a href="/privacy-policy-cookie-restriction-mode">politique relative aux cookies</a>.</p>',
  ]),
  page(LEGAL_PAGES.delivery, 'Livraison', [
    '<p>Nous livrons en France métropolitaine et en Corse. Les modes de livraison disponibles pour votre adresse, leurs tarifs et leurs délais s’affichent lors de la commande, avant le paiement, y compris le retrait en point Colissimo.</p>',
    '<p>Les colis sont remis uniquement à une personne majeure ; le transporteur peut demander une preuve d’âge.</p>',
  ]),
  page(LEGAL_PAGES.returns, 'Retours et rétractation', [
    '<p>Vous disposez d’un délai de 14 jours à compter de la réception de votre commande pour exercer votre droit de rétractation, sans avoir à vous justifier (article L221-18 du Code de la consommation).</p>',
    '<h2>Comment faire</h2><p>Informez-nous à support@vype.example, puis renvoyez les produits dans les 14 jours. Nous vous remboursons les produits non ouverts et les frais de livraison standard dans les 14 jours, par le moyen de paiement utilisé.</p>',
    '<h2>Exceptions</h2><p>Les pods et cartouches ouverts ne peuvent être repris pour des raisons d’hygiène. Un appareil défectueux bénéficie toujours de la garantie légale de conformité.</p>',
  ]),
];

const DE: LegalPage[] = [
  page(LEGAL_PAGES.terms, 'Allgemeine Geschäftsbedingungen', [
    '<p>Diese Bedingungen gelten für alle Bestellungen auf dieser Website. Mit Ihrer Bestellung erkennen Sie sie an.</p>',
    '<h2>Alter</h2><p>Unsere Produkte enthalten Nikotin und werden nur an Erwachsene ab 18 Jahren verkauft (§ 10 JuSchG). Wir prüfen das Alter jedes Käufers vor dem Versand und können einen Altersnachweis verlangen.</p>',
    '<h2>Preise und Zahlung</h2><p>Alle Preise in Euro inklusive 19 % Mehrwertsteuer. Der Gesamtbetrag einschließlich Versand wird vor der Bestellung angezeigt.</p>',
    '<h2>Vertragsschluss</h2><p>Der Vertrag kommt mit der Bestellbestätigung per E-Mail zustande. Ist ein Artikel nicht verfügbar, informieren wir Sie und berechnen ihn nicht.</p>',
    '<h2>Abos</h2><p>Ein Abo wird im gewählten Abstand geliefert und mit der dafür gespeicherten Karte bezahlt. Sie können eine Lieferung aussetzen, das Abo pausieren, fortsetzen oder jederzeit unter „Mein Konto“ kündigen.</p>',
    '<h2>Widerrufsrecht</h2><p>Sie können binnen 14 Tagen widerrufen: siehe unsere <a href="/returns-policy">Widerrufsbelehrung</a>.</p>',
    '<h2>Kontakt</h2><p>support@vype.example</p>',
  ]),
  page(LEGAL_PAGES.privacy, 'Datenschutzerklärung', [
    '<p>Wir verarbeiten Ihre personenbezogenen Daten, um Ihre Bestellungen anzunehmen, zu liefern und zu betreuen, und nur wie hier beschrieben (DSGVO).</p>',
    '<h2>Welche Daten</h2><ul><li>Name, Adressen, E-Mail-Adresse, Telefonnummer und Ihre Bestellungen.</li><li>Ob und wie Ihr Alter geprüft wurde. Nummer und Bild eines Ausweisdokuments speichern wir nie.</li><li>Von einer Karte nur Typ, die letzten vier Ziffern und das Ablaufdatum; die Karte selbst verwahrt unser Zahlungsdienstleister.</li></ul>',
    '<h2>Zwecke</h2><p>Die Erfüllung Ihres Vertrags (Art. 6 Abs. 1 lit. b DSGVO), die gesetzliche Altersprüfung (lit. c) und, nur mit Ihrer Einwilligung, unser Newsletter oder die Reichweitenmessung (lit. a).</p>',
    '<h2>Speicherdauer</h2><p>Buchungsbelege zehn Jahre, wie es das Handels- und Steuerrecht verlangt; Ihr Kundenkonto bis zu seiner Schließung.</p>',
    '<h2>Ihre Rechte</h2><p>Auskunft, Berichtigung, Löschung, Einschränkung, Widerspruch und Beschwerde bei einer Datenschutz-Aufsichtsbehörde. Schreiben Sie an support@vype.example.</p>',
    '<p>Cookies: siehe unsere <a href="/privacy-policy-cookie-restriction-mode">Cookie-Richtlinie</a>.</p>',
  ]),
  page(LEGAL_PAGES.delivery, 'Versand', [
    '<p>Wir liefern innerhalb Deutschlands. Die für Ihre Adresse verfügbaren Versandarten, ihre Kosten und Lieferzeiten sehen Sie an der Kasse vor der Zahlung, auch die Abholung in einem DPD-Paketshop.</p>',
    '<p>Pakete werden nur an Erwachsene übergeben; der Zusteller kann einen Altersnachweis verlangen.</p>',
  ]),
  page(LEGAL_PAGES.returns, 'Widerrufsbelehrung', [
    '<p>Sie haben das Recht, binnen 14 Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Frist beginnt mit dem Tag, an dem Sie die Ware erhalten haben (§ 355 BGB).</p>',
    '<h2>So widerrufen Sie</h2><p>Teilen Sie uns Ihren Entschluss per E-Mail an support@vype.example mit und senden Sie die Ware binnen 14 Tagen zurück. Wir erstatten ungeöffnete Ware und die Standardversandkosten binnen 14 Tagen über das Zahlungsmittel, mit dem Sie bezahlt haben.</p>',
    '<h2>Ausschluss</h2><p>Geöffnete Pods und Kartuschen sind aus Gründen des Gesundheitsschutzes und der Hygiene vom Widerruf ausgeschlossen (§ 312g Abs. 2 Nr. 3 BGB). Für ein mangelhaftes Gerät gilt stets die gesetzliche Gewährleistung.</p>',
  ]),
];

const MX: LegalPage[] = [
  page(LEGAL_PAGES.terms, 'Términos y condiciones', [
    '<p>Estos términos se aplican a todos los pedidos realizados en este sitio. Al hacer un pedido, usted los acepta.</p>',
    '<h2>Edad</h2><p>Nuestros productos contienen nicotina y se venden solo a personas mayores de 18 años. Verificamos la edad de cada comprador antes de enviar el pedido y podemos pedirle una identificación.</p>',
    '<h2>Precios y pago</h2><p>Los precios están en pesos mexicanos e incluyen IVA. El total, con el envío, se muestra antes de confirmar su pedido. Puede pagar a meses según las opciones que se muestran al pagar.</p>',
    '<h2>Contrato</h2><p>El contrato se celebra cuando le enviamos el correo de confirmación del pedido. Si un artículo no está disponible, se lo informamos y no se lo cobramos.</p>',
    '<h2>Factura</h2><p>Si necesita factura electrónica (CFDI), indique su RFC al pagar.</p>',
    '<h2>Devoluciones</h2><p>Consulte nuestra <a href="/returns-policy">política de devoluciones</a>.</p>',
    '<h2>Contacto</h2><p>support@vype.example</p>',
  ]),
  page(LEGAL_PAGES.privacy, 'Aviso de privacidad', [
    '<p>Tratamos sus datos personales para recibir, entregar y dar seguimiento a sus pedidos, solo como lo indica este aviso (Ley Federal de Protección de Datos Personales en Posesión de los Particulares).</p>',
    '<h2>Qué datos guardamos</h2><ul><li>Su nombre, direcciones, correo electrónico, teléfono, RFC si pide factura, y sus pedidos.</li><li>Si se verificó su edad y cómo. Nunca guardamos el número ni la imagen de una identificación.</li><li>De una tarjeta, solo su tipo, sus últimos cuatro dígitos y su vencimiento; la tarjeta la resguarda nuestro proveedor de pagos.</li></ul>',
    '<h2>Sus derechos ARCO</h2><p>Puede acceder a sus datos, rectificarlos, cancelarlos u oponerse a su uso escribiendo a support@vype.example.</p>',
    '<p>Cookies: consulte nuestra <a href="/privacy-policy-cookie-restriction-mode">política de cookies</a>.</p>',
  ]),
  page(LEGAL_PAGES.delivery, 'Envíos', [
    '<p>Enviamos a toda la República Mexicana. Los métodos de envío disponibles para su dirección, su costo y su tiempo de entrega se muestran al pagar, antes de confirmar el pedido.</p>',
    '<p>Los paquetes se entregan solo a personas mayores de edad; el repartidor puede pedir una identificación.</p>',
  ]),
  page(LEGAL_PAGES.returns, 'Devoluciones', [
    '<p>Puede revocar su compra dentro de los 5 días hábiles siguientes a la entrega, sin responsabilidad alguna (artículo 56 de la Ley Federal de Protección al Consumidor).</p>',
    '<h2>Cómo devolver</h2><p>Avísenos a support@vype.example y envíe los productos sin abrir. Le reembolsamos el importe por el mismo medio de pago en un plazo de 10 días.</p>',
    '<h2>Excepciones</h2><p>Los pods y cartuchos abiertos no se aceptan por razones de higiene. Un dispositivo defectuoso siempre tiene garantía.</p>',
  ]),
];

const BR: LegalPage[] = [
  page(LEGAL_PAGES.terms, 'Termos e condições', [
    '<p>Estes termos valem para todos os pedidos feitos neste site. Ao fazer um pedido, você os aceita.</p>',
    '<h2>Idade</h2><p>Nossos produtos contêm nicotina e são vendidos somente a maiores de 18 anos. Verificamos a idade de cada comprador antes do envio e podemos pedir um documento.</p>',
    '<h2>Preços e pagamento</h2><p>Os preços estão em reais e incluem os impostos. O total, com o frete, aparece antes de você confirmar o pedido. O parcelamento disponível é mostrado na finalização da compra.</p>',
    '<h2>Contrato</h2><p>O contrato é firmado quando enviamos o e-mail de confirmação do pedido. Se um item estiver indisponível, avisamos você e não o cobramos.</p>',
    '<h2>Arrependimento</h2><p>Veja nossa <a href="/returns-policy">política de trocas e devoluções</a>.</p>',
    '<h2>Contato</h2><p>support@vype.example</p>',
  ]),
  page(LEGAL_PAGES.privacy, 'Política de privacidade', [
    '<p>Tratamos seus dados pessoais para receber, entregar e acompanhar seus pedidos, somente como descrito aqui (Lei Geral de Proteção de Dados, LGPD).</p>',
    '<h2>Quais dados</h2><ul><li>Seu nome, endereços, e-mail, telefone, CPF ou CNPJ e seus pedidos.</li><li>Se e como sua idade foi verificada. Nunca guardamos o número nem a imagem de um documento de identidade.</li><li>De um cartão, somente a bandeira, os quatro últimos dígitos e a validade; o cartão fica com o nosso provedor de pagamentos.</li></ul>',
    '<h2>Seus direitos</h2><p>Você pode pedir acesso, correção, anonimização ou exclusão dos seus dados, e reclamar à ANPD. Escreva para support@vype.example.</p>',
    '<p>Cookies: veja nossa <a href="/privacy-policy-cookie-restriction-mode">política de cookies</a>.</p>',
  ]),
  page(LEGAL_PAGES.delivery, 'Entrega', [
    '<p>Entregamos em todo o Brasil. As formas de entrega disponíveis para o seu endereço, o frete e o prazo aparecem na finalização da compra, antes do pagamento.</p>',
    '<p>As encomendas são entregues somente a maiores de 18 anos; o entregador pode pedir um documento.</p>',
  ]),
  page(LEGAL_PAGES.returns, 'Trocas e devoluções', [
    '<p>Você pode desistir da compra em até 7 dias a contar do recebimento, sem precisar justificar (artigo 49 do Código de Defesa do Consumidor).</p>',
    '<h2>Como devolver</h2><p>Avise-nos em support@vype.example e devolva os produtos. Reembolsamos o valor pago, com o frete, pela mesma forma de pagamento.</p>',
    '<h2>Exceções</h2><p>Por razões de higiene, pods e cartuchos abertos só são aceitos em caso de defeito. Um aparelho com defeito sempre tem garantia.</p>',
  ]),
];

/** Legal pages per store code; seed-data.ts adds them to each store's pages. */
export const LEGAL_PAGES_BY_STORE: Record<string, LegalPage[]> = { uk: UK, fr: FR, de: DE, mx: MX, br: BR };
