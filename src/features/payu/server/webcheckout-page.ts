const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The shop's page between the order and PayU's: the signed WebCheckout form, posted at once by the shop's
 * own script (the CSP allows PayU's origin as a form target), with a labelled button for a browser
 * without scripts or a shopper who comes back to it.
 */
export function webCheckoutPage(form: { action: string; fields: Record<string, string> }, amount: string, orderNumber: string): string {
  const inputs = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Continue to PayU</title>
</head>
<body>
<main>
<h1>Continue to PayU</h1>
<p>Your order ${escapeHtml(orderNumber)} waits for your payment of ${escapeHtml(amount)}. You choose how to pay on PayU’s secure page.</p>
<form id="payu-webcheckout" method="post" action="${escapeHtml(form.action)}">
${inputs}
<button type="submit">Continue to PayU</button>
</form>
</main>
<script src="/payu/webcheckout.js"></script>
</body>
</html>`;
}
