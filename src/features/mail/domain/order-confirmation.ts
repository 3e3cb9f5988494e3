import { localityLines } from '../../../shared/domain/address-lines';
import { countryName, formatCalendarDay, formatDate, formatMoney } from './format';
import { html, type SafeHtml } from './html';
import { type MailLinks, mailDocument, mailText, rendered } from './layout';
import type { MailAddress, MailStore, OrderConfirmation, RenderedMail } from './messages';
import { type MailTexts, mailTextsFor } from './texts';

/** A card as the e-mail shows it: its type and last four digits, never more. */
function maskedCard(t: MailTexts, cardType: string | null, last4: string): string {
  return cardType ? t('orderConfirmation.cardEnding', { cardType, last4 }) : t('orderConfirmation.cardEndingNoType', { last4 });
}

function addressLines(t: MailTexts, store: MailStore, address: MailAddress): string[] {
  return [
    `${address.firstname} ${address.lastname}`,
    address.company ?? '',
    ...address.street,
    ...localityLines(address),
    countryName(store, address.countryId),
    t('orderConfirmation.telephone', { telephone: address.telephone }),
  ].filter((line) => line.trim() !== '');
}

interface Section {
  heading: string;
  lines: string[];
}

/** The order's facts as headed groups of lines: both bodies are written from them, so they say the same. */
function sections(t: MailTexts, store: MailStore, order: OrderConfirmation): Section[] {
  const amount = (minor: number) => ({ amount: formatMoney(store, minor) });
  const { totals } = order;
  const card = order.payment.cardLast4 ? ` (${maskedCard(t, order.payment.cardType, order.payment.cardLast4)})` : '';
  const delivery: Section = order.deliveryPoint
    ? { heading: t('orderConfirmation.collectFrom'), lines: [order.deliveryMethod, order.deliveryPoint.name, ...order.deliveryPoint.lines] }
    : { heading: t('orderConfirmation.deliveryMethod'), lines: [order.deliveryMethod] };
  return [
    ...(order.shippingAddress ? [{ heading: t('orderConfirmation.deliveryAddress'), lines: addressLines(t, store, order.shippingAddress) }] : []),
    delivery,
    { heading: t('orderConfirmation.billingAddress'), lines: addressLines(t, store, order.billingAddress) },
    { heading: t('orderConfirmation.paymentMethod'), lines: [`${order.payment.title}${card}`] },
    ...(order.subscriptionNextDate
      ? [
          {
            heading: t('orderConfirmation.yourSubscription'),
            lines: [t('orderConfirmation.nextDelivery', { date: formatCalendarDay(store, order.subscriptionNextDate) })],
          },
        ]
      : []),
    {
      heading: t('orderConfirmation.totals'),
      lines: [
        t('orderConfirmation.totalSubtotal', amount(totals.subtotalInclTax)),
        ...(totals.discount !== 0 ? [t('orderConfirmation.totalDiscount', amount(-Math.abs(totals.discount)))] : []),
        t('orderConfirmation.totalDelivery', amount(totals.shippingInclTax)),
        t('orderConfirmation.totalGrand', amount(totals.grandTotal)),
        t('orderConfirmation.totalTax', amount(totals.tax)),
      ],
    },
  ];
}

type OrderLine = OrderConfirmation['lines'][number];

function lineText(t: MailTexts, store: MailStore, line: OrderLine): string {
  const every = line.subscriptionIntervalMonths ? t('orderConfirmation.lineSubscription', { count: line.subscriptionIntervalMonths }) : '';
  return t('orderConfirmation.line', { qty: line.qty, name: line.name, every, sku: line.sku, amount: formatMoney(store, line.rowTotalInclTax) });
}

function itemRow(t: MailTexts, store: MailStore, line: OrderLine, cell: string): SafeHtml {
  const every = line.subscriptionIntervalMonths
    ? html`<br><small>${t('orderConfirmation.subscriptionEvery', { count: line.subscriptionIntervalMonths })}</small>`
    : '';
  return html`<tr><td style="${cell}">${line.name}${every}<br><small>${t('orderConfirmation.sku', { sku: line.sku })}</small></td><td style="${cell}">${line.qty}</td><td style="${cell};text-align:right">${formatMoney(store, line.rowTotalInclTax)}</td></tr>`;
}

/** The order confirmation: number, lines, totals, addresses, delivery, payment masked, subscription's next date. */
export function renderOrderConfirmation(store: MailStore, order: OrderConfirmation, links: MailLinks): RenderedMail {
  const t = mailTextsFor(store.locale);
  const subject = t('orderConfirmation.subject', { brand: store.brand, incrementId: order.incrementId });
  const greeting = t('layout.greetingFullName', { firstname: order.firstname, lastname: order.lastname });
  const thanks = t('orderConfirmation.thanks', { brand: store.brand });
  const placed = t('orderConfirmation.placed', { incrementId: order.incrementId, date: formatDate(store, order.placedAt) });
  const lines = order.lines.map((line) => lineText(t, store, line));
  const groups = sections(t, store, order);
  const text = mailText(store, links, [
    greeting,
    thanks,
    placed,
    [t('orderConfirmation.itemsOrdered'), ...lines].join('\n'),
    ...groups.map((group) => [group.heading, ...group.lines].join('\n')),
  ]);
  const cell = 'padding:6px 4px;border-bottom:1px solid #eeeeee;text-align:left;vertical-align:top';
  const body = html`<p>${greeting}</p>
<p>${thanks}</p>
<h1 style="font-size:18px;margin:16px 0 8px">${placed}</h1>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">
<thead><tr><th style="${cell}">${t('orderConfirmation.item')}</th><th style="${cell}">${t('orderConfirmation.qty')}</th><th style="${cell};text-align:right">${t('orderConfirmation.subtotal')}</th></tr></thead>
<tbody>${order.lines.map((line) => itemRow(t, store, line, cell))}</tbody>
</table>
${groups.map((group) => html`<h2 style="font-size:15px;margin:16px 0 4px">${group.heading}</h2><p style="margin:0">${group.lines.map((line, i) => html`${i > 0 ? html`<br>` : ''}${line}`)}</p>`)}`;
  return rendered(subject, text, mailDocument(store, links, subject, body));
}
