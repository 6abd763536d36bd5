import type { Page } from 'playwright-core';

// Browser steps that several journeys take, as a user takes them.

/** Waits for the page's main heading (h1) with this name. */
export async function heading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Ticks the ALTCHA box and waits until the widget has solved its challenge. */
export async function passAltcha(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'I am not a robot' }).click();
  await page.locator('[data-testid="altcha"][data-state="verified"]').waitFor();
}

/** Signs in on the sign-in page; the caller checks where the app goes next. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await heading(page, 'Sign in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await passAltcha(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
