/**
 * The texts the stores' settings show shoppers (carriers' titles, method names and tooltips, payment
 * methods' titles and notes, discount labels, the basket's prompt and banners, the age check's messages), in
 * each store's language, as Magento keeps them at store-view scope. The features' defaults (their
 * `domain/settings.ts`) are the UK store's British English; the carriers' brands (Colissimo, Chronopost,
 * La Poste, DPD, PostNL, PayU, iDEAL, PayPal) keep their names. seed-data.ts adds each store's to its config.
 */

const FR: Record<string, string> = {
  'carriers/flatrate/title': 'Livraison à domicile',
  'carriers/flatrate/name': 'Forfait',
  'carriers/flatrate/tooltip': 'Livré en 3 à 5 jours ouvrés.',
  'carriers/freeshipping/title': 'Livraison offerte',
  'carriers/freeshipping/name': 'Gratuite',
  'carriers/freeshipping/tooltip': 'Livré en 3 à 5 jours ouvrés.',
  'carriers/tablerate/title': 'Colissimo',
  'carriers/tablerate/name': 'Suivi 48 h',
  'carriers/tablerate/tooltip': 'Colis suivi, livré en 2 à 3 jours ouvrés.',
  'carriers/matrixrate/title': 'Options de livraison',
  'carriers/express1/title': 'Chronopost',
  'carriers/express1/name': 'Livraison le lendemain',
  'carriers/express1/tooltip': 'Commandez avant 13 h, du lundi au vendredi, pour être livré le jour ouvré suivant.',
  'carriers/express2/title': 'Chronopost',
  'carriers/express2/name': 'Livraison avant 13 h',
  'carriers/express2/tooltip': 'Commandez avant 13 h pour être livré avant 13 h le jour ouvré suivant.',
  'carriers/express3/title': 'Chronopost',
  'carriers/express3/name': 'Livraison le samedi',
  'carriers/express3/tooltip': 'Commandez le vendredi avant 14 h pour être livré le samedi.',
  'carriers/postal/title': 'La Poste',
  'carriers/postal/name': 'Lettre suivie',
  'carriers/postal/tooltip': 'Dans votre boîte aux lettres, en 2 à 3 jours ouvrés en général.',
  'carriers/colissimo/title': 'La Poste',
  'carriers/colissimo/name': 'Colissimo Point Retrait',
  'carriers/colissimo/tooltip':
    'À retirer dans un bureau de poste, un relais commerçant ou une consigne près de chez vous, en général sous 2 à 3 jours ouvrés.',
  'carriers/dps/title': 'DPD Pickup',
  'carriers/dps/name': 'Retrait en point relais',
  'carriers/dps/tooltip': 'À retirer dans un point relais près de chez vous, en général sous 2 à 3 jours ouvrés.',
  'payment/free/title': 'Aucun paiement requis',
  'payment/cashondelivery/title': 'Paiement à la livraison',
  'payment/worldpay_cc/title': 'Carte bancaire',
  'payment/worldpay_cc/save_card_disclaimer':
    'En enregistrant votre carte, vous nous autorisez à en conserver une référence auprès de notre prestataire de paiement (jamais le numéro de la carte ni son cryptogramme) et à l’utiliser pour les paiements que vous effectuez avec elle, y compris les paiements mensuels de vos abonnements. Vous pouvez supprimer une carte enregistrée à tout moment dans Moyens de paiement enregistrés, depuis votre compte.',
  'subscription/exclusivity/label': 'Remise abonnement',
  'promotions/free_device/discount_label': 'Appareil offert avec votre abonnement',
  'promotions/six_monthly_free_device/discount_label': 'Appareil offert avec votre abonnement semestriel',
  'promotions/free_samples/samples_discount_label': 'Échantillons offerts',
  'promotions/free_device/prompt':
    'Abonnez-vous à vos pods tous les 6 mois, ou à 2 packs ou plus par mois, et recevez un appareil ePod 2 offert. Choisissez « Abonnement » sur vos packs de pods ci-dessous.',
  'age_verification/idscan/failed_message':
    'Nous n’avons pas pu vérifier votre âge à partir de cette image. Veuillez envoyer une photo nette de votre permis de conduire ou de votre passeport.',
  'age_verification/idscan/max_attempts_message':
    'Vous avez atteint le nombre maximal de tentatives de vérification de votre âge. Veuillez contacter notre service client.',
};

const DE: Record<string, string> = {
  'carriers/flatrate/title': 'Paketversand',
  'carriers/flatrate/name': 'Standard',
  'carriers/flatrate/tooltip': 'Lieferung in 3–5 Werktagen.',
  'carriers/freeshipping/title': 'Kostenloser Versand',
  'carriers/freeshipping/name': 'Versandkostenfrei',
  'carriers/freeshipping/tooltip': 'Lieferung in 3–5 Werktagen.',
  'payment/free/title': 'Keine Zahlungsinformationen erforderlich',
  'payment/cashondelivery/title': 'Nachnahme',
  'bat_product_consent/general/consent_message':
    'Ich bestätige, dass ich über 18 Jahre alt bin, bereits rauche oder dampfe und dem Kauf von Nikotinprodukten zustimme.',
  'subscription/exclusivity/label': 'Abo-Ersparnis',
  'promotions/free_device/discount_label': 'Gratis-Gerät zu Ihrem Abo',
  'promotions/six_monthly_free_device/discount_label': 'Gratis-Gerät zu Ihrem Halbjahres-Abo',
  'promotions/free_samples/samples_discount_label': 'Gratisproben',
  'promotions/free_device/prompt':
    'Abonnieren Sie 2 oder mehr Packungen Pods und erhalten Sie ein ePod 2 Gerät gratis. Wählen Sie unten bei Ihren Pod-Packungen „Im Abo“.',
};

const MX: Record<string, string> = {
  'carriers/flatrate/title': 'Envío a domicilio',
  'carriers/flatrate/name': 'Estándar',
  'carriers/flatrate/tooltip': 'Entrega en 3 a 5 días hábiles.',
  'carriers/freeshipping/title': 'Envío gratis',
  'carriers/freeshipping/name': 'Gratis',
  'carriers/freeshipping/tooltip': 'Entrega en 3 a 5 días hábiles.',
  'payment/free/title': 'No se requiere información de pago',
  'payment/cashondelivery/title': 'Pago contra entrega',
  'payment/worldpay_cc/title': 'Tarjeta de crédito o débito',
  'payment/worldpay_cc/save_card_disclaimer':
    'Al guardar su tarjeta, nos autoriza a conservar una referencia de ella con nuestro proveedor de pagos (nunca el número de la tarjeta ni el código de seguridad) y a usarla para los pagos que haga con ella, incluidos los pagos mensuales de sus suscripciones. Puede eliminar una tarjeta guardada en cualquier momento en Métodos de pago guardados, en su cuenta.',
  'payment/payu_gateway/title': 'PayU: efectivo o transferencia (OXXO, SPEI)',
  'payment/payu_gateway_card/title': 'Tarjeta a meses (PayU)',
  'subscription/exclusivity/label': 'Ahorro por suscripción',
  'promotions/free_device/discount_label': 'Dispositivo gratis con su suscripción',
  'promotions/six_monthly_free_device/discount_label': 'Dispositivo gratis con su suscripción semestral',
  'promotions/free_samples/samples_discount_label': 'Muestras gratis',
  'promotions/free_device/prompt':
    'Suscríbase a 2 o más paquetes de pods y reciba gratis un dispositivo ePod 2. Elija “Suscripción” en sus paquetes de pods a continuación.',
};

const BR: Record<string, string> = {
  'carriers/flatrate/title': 'Entrega padrão',
  'carriers/flatrate/name': 'Frete fixo',
  'carriers/flatrate/tooltip': 'Entrega em 3 a 5 dias úteis.',
  'carriers/freeshipping/title': 'Frete grátis',
  'carriers/freeshipping/name': 'Grátis',
  'carriers/freeshipping/tooltip': 'Entrega em 3 a 5 dias úteis.',
  'payment/free/title': 'Nenhuma informação de pagamento necessária',
  'payment/cashondelivery/title': 'Pagamento na entrega',
  'payment/worldpay_cc/title': 'Cartão de crédito ou débito',
  'payment/worldpay_cc/save_card_disclaimer':
    'Ao salvar seu cartão, você nos autoriza a guardar uma referência a ele em nosso provedor de pagamentos (nunca o número do cartão nem o código de segurança) e a usá-lo nos pagamentos que fizer com ele, inclusive as mensalidades das suas assinaturas. Você pode excluir um cartão salvo a qualquer momento em Formas de pagamento salvas, na sua conta.',
  'payment/payu_gateway/title': 'PayU: boleto ou PIX',
  'payment/payu_gateway_card/title': 'Cartão parcelado (PayU)',
  'subscription/exclusivity/label': 'Desconto da assinatura',
  'promotions/free_device/discount_label': 'Dispositivo grátis com sua assinatura',
  'promotions/six_monthly_free_device/discount_label': 'Dispositivo grátis com sua assinatura semestral',
  'promotions/free_samples/samples_discount_label': 'Amostras grátis',
  'promotions/free_device/prompt': 'Assine 2 ou mais pacotes de pods e ganhe um dispositivo ePod 2. Escolha “Assinatura” nos seus pacotes de pods abaixo.',
};

const NL: Record<string, string> = {
  'carriers/flatrate/title': 'PostNL',
  'carriers/flatrate/name': 'Standaard',
  'carriers/flatrate/tooltip': 'Voor 22.00 uur besteld, de volgende werkdag in huis.',
  'carriers/freeshipping/title': 'Gratis verzending',
  'carriers/freeshipping/name': 'Gratis',
  'carriers/freeshipping/tooltip': 'Bezorging binnen 3–5 werkdagen.',
  'payment/free/title': 'Geen betaalgegevens nodig',
  'payment/cashondelivery/title': 'Betalen bij aflevering',
  'payment/worldpay_cc/title': 'Creditcard of debitcard',
  'payment/worldpay_apm/title': 'iDEAL',
  'payment/worldpay_cc/save_card_disclaimer':
    'Door uw kaart op te slaan, geeft u ons toestemming om er bij onze betaalprovider een verwijzing naar te bewaren (nooit het kaartnummer of de beveiligingscode) en die te gebruiken voor de betalingen die u ermee doet, ook de maandelijkse betalingen van uw abonnementen. U kunt een opgeslagen kaart op elk moment verwijderen onder Opgeslagen betaalmethoden in uw account.',
  'subscription/exclusivity/label': 'Abonnementskorting',
  'promotions/free_device/discount_label': 'Gratis apparaat bij uw abonnement',
  'promotions/six_monthly_free_device/discount_label': 'Gratis apparaat bij uw halfjaarabonnement',
  'promotions/free_samples/samples_discount_label': 'Gratis proefpods',
  'promotions/free_device/prompt': 'Neem een abonnement op 2 of meer pakjes pods en ontvang een gratis ePod 2. Kies hieronder „Abonnement” bij uw pods.',
};

/** Each store's shopper texts in its language (the UK and US stores read the features' English defaults). */
export const STORE_TEXTS: Record<string, Record<string, string>> = { fr: FR, de: DE, mx: MX, br: BR, nl: NL };

/**
 * The UK store's shopper texts in Welsh, for shoppers who chose Cymraeg (`store_config_translations`,
 * language `cy`): what the English settings say (the store's own values and the defaults it reads).
 * 'Drop the Pod' is the scheme's name and stays as it is.
 */
export const UK_WELSH_CONFIG: Record<string, string> = {
  'carriers/flatrate/title': 'Cludiant Safonol',
  'carriers/flatrate/name': 'Pris Sefydlog',
  'carriers/flatrate/tooltip': 'Yn cyrraedd o fewn 3–5 diwrnod gwaith.',
  'carriers/freeshipping/title': 'Cludiant am Ddim',
  'carriers/freeshipping/name': 'Am Ddim',
  'carriers/freeshipping/tooltip': 'Yn cyrraedd o fewn 3–5 diwrnod gwaith.',
  'carriers/batsamedaydelivery/title': 'Negesydd Yr Un Diwrnod',
  'carriers/batsamedaydelivery/name': 'Dosbarthu ar yr Un Diwrnod',
  'payment/free/title': 'Dim Angen Manylion Talu',
  'payment/cashondelivery/title': 'Talu wrth Dderbyn',
  'payment/worldpay_cc/title': 'Cerdyn Credyd / Debyd',
  'payment/worldpay_apm/title': 'Dulliau Talu Eraill',
  'payment/subscribe_pro/title': 'Cerdyn Credyd / Debyd ar gyfer eich tanysgrifiad',
  'payment/paypal_billing_agreement/title': 'Cytundeb Bilio PayPal',
  'payment/worldpay_cc/save_card_disclaimer':
    'Drwy gadw eich cerdyn rydych yn caniatáu i ni gadw cyfeiriad ato gyda’n darparwr taliadau (byth rhif y cerdyn na’r cod diogelwch) a’i ddefnyddio ar gyfer y taliadau a wnewch gydag ef, gan gynnwys taliadau misol eich tanysgrifiadau. Gallwch ddileu cerdyn sydd wedi’i gadw ar unrhyw adeg o dan Dulliau Talu wedi’u Cadw yn eich cyfrif.',
  'tax/rates/title': 'TAW',
  'promotions/free_device/discount_label': 'Dyfais am ddim gyda’ch tanysgrifiad',
  'promotions/free_samples/samples_discount_label': 'Samplau am ddim',
  'promotions/free_device/prompt':
    'Tanysgrifiwch i 2 becyn neu fwy o bodiau a chael dyfais ePod 2 am ddim. Dewiswch "Tanysgrifio" ar eich pecynnau podiau isod.',
  'prs/general/description': 'Ychwanegwch fag dychwelyd rhagdaledig am ddim ac anfonwch hyd at 30 o bodiau wedi’u defnyddio yn ôl atom i’w hailgylchu.',
  'secondary_packaging/general/checkout_text': 'Anfon fy archeb mewn pecyn allanol plaen',
  'secondary_packaging/general/checkout_tooltip':
    'Mae eich archeb yn mynd allan mewn blwch plaen ychwanegol heb enw brand na chynnyrch arno. Yn rhad ac am ddim.',
  'newsletter/checkout/label': 'Cofrestru ar gyfer y Cylchlythyr',
  'shipping/shipping_policy/shipping_policy_content':
    'Caiff archebion a wneir erbyn 2pm ar ddiwrnod gwaith eu hanfon yr un diwrnod. Mae’r cludiant safonol yn cymryd 3–5 diwrnod gwaith; mae’r cludiant am ddim ar archebion o £25 neu fwy. Mae angen llofnod rhywun 18 oed neu hŷn ar bob parsel.',
  'checkout/cart/banners': JSON.stringify([
    { id: 'free-delivery', text: 'Cludiant am ddim yn y DU ar archebion o £25 neu fwy.' },
    { id: 'recycling', text: 'Ailgylchwch eich podiau wedi’u defnyddio gyda bag dychwelyd am ddim.', link: '/product/pod-recycling-return-bag' },
  ]),
  'age_verification/idscan/failed_message': 'Nid oeddem yn gallu gwirio eich oedran o’r llun hwn. Llwythwch i fyny lun clir o’ch trwydded yrru neu’ch pasbort.',
  'age_verification/idscan/max_attempts_message': 'Rydych wedi cyrraedd yr uchafswm o ymdrechion i wirio eich oedran. Cysylltwch â’n gwasanaeth cwsmeriaid.',
};
