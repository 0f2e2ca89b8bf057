import type { Page } from 'playwright-core';
import { apiLogin as apiLoginAs, submitLoginForm } from './api.ts';
import { baseUrl } from './browser.ts';

/** The demo world's accounts (apps/server/src/demo) and their one password. */
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO = { owner: 'vlasnik@zakazi.demo', admin: 'admin@zakazi.demo', customer: 'kupac@zakazi.demo' } as const;

/** An access token of a demo account, for checking through the API what the UI did. */
export const apiLogin = (email: string): Promise<string> => apiLoginAs(email, DEMO_PASSWORD);

/** Signs in on the login form, as a person does, and waits for the page it leads to; the same page, signed in. */
export async function uiLogin(page: Page, email: string, landing: string): Promise<Page> {
  await page.goto(`/login?redirectedFrom=${encodeURIComponent(landing)}`);
  await submitLoginForm(page, email, DEMO_PASSWORD);
  await page.waitForURL((u) => u.pathname === new URL(landing, baseUrl()).pathname);
  return page;
}
