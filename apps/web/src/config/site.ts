import { BRAND } from '@careers/shared';

/**
 * GEN-4: brand and contact details are configuration. They live in the shared package (the server's
 * link previews and structured data need them too); landing copy lives in the landing feature's
 * content module.
 */
export const site = {
  ...BRAND,
  /** The site's document title: index.html's <title> (kept equal by site.test.ts), restored when a job page is left. */
  title: 'Careers at Northwind Cloud Services | Remote Microsoft Cloud, Azure & Security jobs',
} as const;
