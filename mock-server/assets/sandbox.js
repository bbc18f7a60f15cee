// Progressive enhancement for the fake provider pages (they work without it): show a busy label
// and block double submits, and group card digits while typing. Served as a file (strict CSP).
document.addEventListener('submit', (event) => {
  const form = event.target;
  const submitter = event.submitter;
  if (!(form instanceof HTMLFormElement)) return;
  if (form.dataset.busy === '1') {
    event.preventDefault();
    return;
  }
  form.dataset.busy = '1';
  if (submitter instanceof HTMLButtonElement && submitter.dataset.busyLabel) {
    // A disabled submitter would drop its name/value from the submission: keep it enabled.
    submitter.textContent = submitter.dataset.busyLabel;
    submitter.setAttribute('aria-busy', 'true');
  }
  for (const button of form.querySelectorAll('button')) {
    if (button !== submitter) button.disabled = true;
  }
});

const card = document.getElementById('cardNumber');
if (card instanceof HTMLInputElement) {
  card.addEventListener('input', () => {
    const digits = card.value.replace(/\D/g, '').slice(0, 19);
    card.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  });
}
