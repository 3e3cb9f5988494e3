import { countryName, formatCalendarDay, formatDate, formatMoney } from './format';
import { html, type SafeHtml } from './html';
import { type MailLinks, mailDocument, mailText, rendered } from './layout';
import type { MailAddress, MailStore, OrderConfirmation, RenderedMail } from './messages';

const ORDER_CONFIRMATION_SUBJECT = 'Your %1 order confirmation #%2';

/** A card as the e-mail shows it: its type and last four digits, never more. */
function maskedCard(cardType: string | null, last4: string): string {
  return `${cardType ? `${cardType} ` : ''}ending ${last4}`;
}

function addressLines(store: MailStore, address: MailAddress): string[] {
  return [
    `${address.firstname} ${address.lastname}`,
    address.company ?? '',
    ...address.street,
    [address.city, address.region ?? '', address.postcode ?? ''].filter(Boolean).join(', '),
    countryName(store, address.countryId),
    `T: ${address.telephone}`,
  ].filter((line) => line.trim() !== '');
}

interface Section {
  heading: string;
  lines: string[];
}

/** The order's facts as headed groups of lines: both bodies are written from them, so they say the same. */
function sections(store: MailStore, order: OrderConfirmation): Section[] {
  const money = (minor: number) => formatMoney(store, minor);
  const { totals } = order;
  const card = order.payment.cardLast4 ? ` (${maskedCard(order.payment.cardType, order.payment.cardLast4)})` : '';
  const delivery: Section = order.deliveryPoint
    ? { heading: 'Collect from', lines: [order.deliveryMethod, order.deliveryPoint.name, ...order.deliveryPoint.lines] }
    : { heading: 'Delivery method', lines: [order.deliveryMethod] };
  return [
    ...(order.shippingAddress ? [{ heading: 'Delivery address', lines: addressLines(store, order.shippingAddress) }] : []),
    delivery,
    { heading: 'Billing address', lines: addressLines(store, order.billingAddress) },
    { heading: 'Payment method', lines: [`${order.payment.title}${card}`] },
    ...(order.subscriptionNextDate
      ? [{ heading: 'Your subscription', lines: [`Next delivery: ${formatCalendarDay(store, order.subscriptionNextDate)}`] }]
      : []),
    {
      heading: 'Totals',
      lines: [
        `Subtotal: ${money(totals.subtotalInclTax)}`,
        ...(totals.discount !== 0 ? [`Discount: ${money(-Math.abs(totals.discount))}`] : []),
        `Delivery: ${money(totals.shippingInclTax)}`,
        `Grand Total: ${money(totals.grandTotal)}`,
        `Tax included: ${money(totals.tax)}`,
      ],
    },
  ];
}

function lineText(store: MailStore, line: OrderConfirmation['lines'][number]): string {
  const every = line.subscriptionIntervalMonths
    ? ` (subscription, every ${line.subscriptionIntervalMonths} month${line.subscriptionIntervalMonths > 1 ? 's' : ''})`
    : '';
  return `${line.qty} × ${line.name}${every} (SKU ${line.sku}): ${formatMoney(store, line.rowTotalInclTax)}`;
}

/** The order confirmation: number, lines, totals, addresses, delivery, payment masked, subscription's next date. */
export function renderOrderConfirmation(store: MailStore, order: OrderConfirmation, links: MailLinks): RenderedMail {
  const subject = ORDER_CONFIRMATION_SUBJECT.replace('%1', store.brand).replace('%2', order.incrementId);
  const greeting = `${order.firstname} ${order.lastname},`;
  const thanks = `Thank you for your order from ${store.brand}. We will let you know when it is on its way.`;
  const placed = `Order #${order.incrementId}, placed on ${formatDate(store, order.placedAt)}`;
  const lines = order.lines.map((line) => lineText(store, line));
  const groups = sections(store, order);
  const text = mailText(store, links, [
    greeting,
    thanks,
    placed,
    ['Items ordered', ...lines].join('\n'),
    ...groups.map((group) => [group.heading, ...group.lines].join('\n')),
  ]);
  const cell = 'padding:6px 4px;border-bottom:1px solid #eeeeee;text-align:left;vertical-align:top';
  const itemRows: SafeHtml[] = order.lines.map(
    (line) =>
      html`<tr><td style="${cell}">${line.name}${line.subscriptionIntervalMonths ? html`<br><small>Subscription, every ${line.subscriptionIntervalMonths} month${line.subscriptionIntervalMonths > 1 ? 's' : ''}</small>` : ''}<br><small>SKU ${line.sku}</small></td><td style="${cell}">${line.qty}</td><td style="${cell};text-align:right">${formatMoney(store, line.rowTotalInclTax)}</td></tr>`,
  );
  const body = html`<p>${greeting}</p>
<p>${thanks}</p>
<h1 style="font-size:18px;margin:16px 0 8px">${placed}</h1>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">
<thead><tr><th style="${cell}">Item</th><th style="${cell}">Qty</th><th style="${cell};text-align:right">Subtotal</th></tr></thead>
<tbody>${itemRows}</tbody>
</table>
${groups.map((group) => html`<h2 style="font-size:15px;margin:16px 0 4px">${group.heading}</h2><p style="margin:0">${group.lines.map((line, i) => html`${i > 0 ? html`<br>` : ''}${line}`)}</p>`)}`;
  return rendered(subject, text, mailDocument(store, links, subject, body));
}
