import { ACCOUNTS, expect, test } from './fixtures';

test.describe('signing in and out', () => {
  test('a guest signs in, sees the dashboard and logs out @phone', async ({ page, portal }) => {
    await page.goto('');
    await expect(page.getByRole('heading', { name: 'Guest Login' })).toBeVisible();
    await expect(page.getByText('Sign in with your reservation')).toBeVisible();
    await portal.shot('login');
    await portal.login('fresh');
    await expect(page.getByText('Walker Jane Emma')).toBeVisible();
    await expect(page.getByText('0 of 6 done · 0 confirmed by our team')).toBeVisible();
    await portal.shot('dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Guest Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    // On a shared device the guest looks for a word that they are out.
    await expect(page.getByRole('status')).toHaveText('You have signed out.');
    await portal.shot('logged-out');
    // Signed out means signed out: the dashboard sends the visitor back to login.
    await page.goto('#/dashboard');
    await expect(page.getByRole('heading', { name: 'Guest Login' })).toBeVisible();
  });

  test('a wrong reservation number shows the server message @phone', async ({ page, portal }) => {
    await page.goto('#/login');
    await page.getByLabel('E-mail').fill(ACCOUNTS.fresh.email);
    await page.getByLabel('Reservation number').fill('KX-0000');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid e-mail or reservation number.');
    await portal.shot('login-failed');
  });

  test('the guard sends a visitor to login and back to the page they wanted @phone', async ({
    page,
    portal,
  }) => {
    await page.goto('#/payments');
    await expect(page.getByRole('heading', { name: 'Guest Login' })).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
    await portal.shot('sent-to-login');
    await page.getByLabel('E-mail').fill(ACCOUNTS.midway.email);
    await page.getByLabel('Reservation number').fill(ACCOUNTS.midway.reservation);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/#\/payments$/);
    await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    await portal.shot('payments-after-login');
  });

  test('dates read the same far from UTC and the token never appears in a URL', async ({
    page,
    portal,
  }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await portal.login('midway');
    await expect(page.getByText('05/02/2027')).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    expect(token).toBeTruthy();
    expect(urls.filter((url) => token && url.includes(token))).toEqual([]);
  });
});
