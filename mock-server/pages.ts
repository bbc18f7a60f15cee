// HTML of the fake provider pages. No inline script or style: /sandbox/sandbox.js and .css.
// Works without JavaScript: every button is a plain form submit.

export const esc = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const layout = (title: string, provider: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="stylesheet" href="/sandbox/sandbox.css">
<script src="/sandbox/sandbox.js" defer></script>
</head>
<body>
<header class="bar"><strong>${esc(provider)}</strong><span class="tag">Sandbox</span></header>
<main>${body}</main>
</body>
</html>`;

export const messagePage = (title: string, provider: string, text: string, extra = ''): string =>
  layout(
    title,
    provider,
    `<div class="card"><h1>${esc(title)}</h1><p>${esc(text)}</p>${extra}</div>`,
  );

export interface SigningView {
  envelopeId: string;
  token: string;
  agreementTitle: string;
  guestName: string;
  email: string;
  tourTitle: string;
  reservation: string;
}

const hidden = (name: string, value: string): string =>
  `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`;

export const signingPage = (v: SigningView): string =>
  layout(
    `Sign: ${v.agreementTitle}`,
    'eSignature (DocuSign sandbox)',
    `
<div class="card">
  <h1>${esc(v.agreementTitle)}</h1>
  <p class="muted">Reservation ${esc(v.reservation)} · ${esc(v.tourTitle)} · Recipient ${esc(v.email)}</p>
  <section class="doc" aria-label="Agreement text" tabindex="0">
    <h2>1. Booking and payment</h2>
    <p>The deposit is due when you book and secures your place on the tour. Instalments, where agreed,
    fall due monthly after it, and the balance is due 60 days before departure.</p>
    <h2>2. Cancellation</h2>
    <p>Cancellations more than 60 days before departure forfeit the deposit only. Later cancellations
    may be charged up to the full tour price.</p>
    <h2>3. Health, safety and conduct</h2>
    <p>Guests follow the tour leader's safety instructions and tell us in advance about any medical
    condition or severe allergy that may affect their participation.</p>
    <h2>4. Travel documents</h2>
    <p>Guests hold a passport valid for the whole stay in Japan and any visa their nationality needs.</p>
  </section>
  <h2>Signature</h2>
  <p><span class="signature">${esc(v.guestName)}</span></p>
  <form method="post" action="/sandbox/signing/complete">
    ${hidden('envelope', v.envelopeId)}${hidden('token', v.token)}
    <div class="actions">
      <button type="submit" class="primary" name="action" value="finish" data-busy-label="Finishing…">Finish</button>
      <button type="submit" class="danger" name="action" value="decline" data-busy-label="Declining…">Decline</button>
      <button type="submit" name="action" value="cancel" data-busy-label="Closing…">Cancel</button>
    </div>
  </form>
  <p class="muted">Finish signs the agreement. Cancel closes without signing; you can come back later.</p>
</div>`,
  );

/** Like the provider's own decline dialog: a decline ends the envelope, so it is asked once. */
export const declineConfirmPage = (
  v: Pick<SigningView, 'envelopeId' | 'token' | 'agreementTitle'>,
): string =>
  layout(
    `Decline: ${v.agreementTitle}`,
    'eSignature (DocuSign sandbox)',
    `
<div class="card">
  <h1>Decline to sign?</h1>
  <p>If you decline, this agreement can no longer be signed, and our travel team will need to
  send you a new one.</p>
  <form method="post" action="/sandbox/signing/complete">
    ${hidden('envelope', v.envelopeId)}${hidden('token', v.token)}${hidden('confirmed', 'yes')}
    <div class="actions">
      <button type="submit" name="action" value="review" class="primary" data-busy-label="Opening…">Go back to the agreement</button>
      <button type="submit" class="danger" name="action" value="decline" data-busy-label="Declining…">Decline to sign</button>
    </div>
  </form>
</div>`,
  );

export interface PaymentView {
  token: string;
  invoiceId: number;
  invoiceTitle: string;
  amount: string;
  cardholder: string;
  cardNumber?: string;
  error?: string;
}

export const paymentPage = (v: PaymentView): string =>
  layout(
    `Pay invoice #${v.invoiceId}`,
    'Secure payment (card gateway sandbox)',
    `
<div class="card pay">
  <div>
  <h1>Pay invoice #${v.invoiceId}</h1>
  <dl class="summary"><dt>Merchant</dt><dd>Japan Tours Guest Services</dd><dt>Invoice</dt><dd>#${v.invoiceId} — ${esc(v.invoiceTitle)}</dd></dl>
  <p class="amount" aria-label="Amount to pay">${esc(v.amount)}</p>
  ${v.error ? `<div class="alert error" role="alert">${esc(v.error)}</div>` : ''}
  </div>
  <form method="post" action="/sandbox/payment/pay">
    ${hidden('token', v.token)}
    <label for="cardNumber">Card number</label>
    <input type="text" id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number"
      value="${esc(v.cardNumber ?? '4111 1111 1111 1111')}" required aria-describedby="cardHint">
    <p id="cardHint" class="muted">Test cards: 4111 1111 1111 1111 is approved, 4000 0000 0000 0002 is declined.</p>
    <div class="row">
      <div><label for="expiry">Expiry (MM/YY)</label>
        <input type="text" id="expiry" name="expiry" value="12/30" autocomplete="cc-exp" required></div>
      <div><label for="cvv">Security code</label>
        <input type="text" id="cvv" name="cvv" value="123" inputmode="numeric" autocomplete="cc-csc" required></div>
    </div>
    <label for="cardholder">Name on card</label>
    <input type="text" id="cardholder" name="cardholder" value="${esc(v.cardholder)}" autocomplete="cc-name" required>
    <div class="actions">
      <button type="submit" class="primary" data-busy-label="Processing…">Pay ${esc(v.amount)}</button>
      <button type="submit" formaction="/sandbox/payment/cancel" formnovalidate data-busy-label="Cancelling…">Cancel</button>
    </div>
  </form>
</div>`,
  );

/** The result page loads the portal's communicator in a hidden frame, as the real hosted form does. */
export const communicatorPage = (
  title: string,
  text: string,
  communicatorUrl: string,
  ok: boolean,
): string =>
  layout(
    title,
    'Secure payment (card gateway sandbox)',
    `
<div class="card">
  <h1>${esc(title)}</h1>
  <div class="alert ${ok ? 'success' : 'error'}" role="status">${esc(text)}</div>
  <p class="muted">Returning to the portal…</p>
  <iframe class="hidden-frame" title="Payment communicator" aria-hidden="true" tabindex="-1" src="${esc(communicatorUrl)}"></iframe>
</div>`,
  );
