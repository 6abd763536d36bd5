import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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

/** Draws a signature on the W-9 signature pad with the mouse. */
export async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByTestId('signature-pad');
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1)
    await page.mouse.move(box.x + 20 + step * 20, box.y + box.height * (step % 2 ? 0.3 : 0.7), { steps: 3 });
  await page.mouse.up();
}

/** The first grid row that shows this text (a payee's name, a payer's name). */
export function payeeRow(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name }).first();
}

/**
 * Sets a checkbox in a data grid, which may render its row again while the click lands (a refetch, a
 * column arriving): clicks, waits for the new state, and clicks once more when a re-render swallowed
 * the click. Playwright's check() fails at once in that case.
 */
export async function setGridCheckbox(box: Locator, checked: boolean): Promise<void> {
  for (let attempt = 1; (await box.isChecked()) !== checked; attempt += 1) {
    await box.click();
    try {
      await expect.poll(() => box.isChecked(), { timeout: 10_000 }).toBe(checked);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
