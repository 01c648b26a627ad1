// The basket's order form filled as a customer in Hyderabad would, then 'Place order'. Shared by
// the end-to-end tests and scripts/screenshots.mjs (plain JavaScript so both can load it).

/** @param {import('playwright-core').Page} page */
export async function fillOrderFormAndPlace(page) {
  await page.getByLabel('Mobile number').fill('+91 98765 43210');
  const category = page.getByRole('combobox', { name: 'Business category' });
  await category.pressSequentially('Banking');
  // By keyboard, as a person typing would: a click lets the browser scroll the option into view,
  // and React Aria closes a popover whose page scrolls, so the option can vanish under the pointer.
  await page.getByRole('option', { name: 'Banking' }).waitFor();
  await category.press('ArrowDown');
  await category.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await page.getByLabel('Address line 1').fill('9 Cyber Towers, HITEC City');
  await page.getByLabel('City').fill('Hyderabad');
  await page.getByLabel('State').fill('Telangana');
  await page.getByLabel('Post code').fill('500081');
  await page.getByRole('button', { name: 'Place order' }).click();
}

/**
 * The test-mode payment step after 'Place order': a test Visa, then Pay, landing on the receipt.
 * @param {import('playwright-core').Page} page
 */
export async function payWithTestCard(page) {
  await page.getByRole('heading', { name: 'Pay for your order' }).waitFor();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/order-confirmation\/[0-9a-f-]+$/, { timeout: 30_000 });
}
