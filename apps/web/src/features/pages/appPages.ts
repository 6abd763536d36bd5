import type { PlaceholderRoute } from './publicPages.ts';

/** Filer app routes of spec part 2 §2 (under /file1099) whose screens come with later issues. */
export const FILER_PLACEHOLDERS: PlaceholderRoute[] = [
  {
    path: 'editfilings',
    title: 'Edit filings',
    text: 'Edit filings: a grid to edit many filings at once will be here.',
  },
  {
    path: 'exampleform',
    title: 'Example form',
    text: 'Example form: a sample 1099 form will be shown here.',
  },
  {
    path: 'authappconfig',
    title: 'Auth app config',
    text: 'Auth app config: the settings of the sign-in service will be shown here.',
  },
];

/** Contractor (vendor) portal routes of spec part 2 §2 (under /contractor). */
export const CONTRACTOR_PLACEHOLDERS: PlaceholderRoute[] = [
  {
    path: 'dashboard',
    title: 'Dashboard',
    text: 'Dashboard: the 1099s issued to you and your W-9 status will be summarised here.',
  },
];
