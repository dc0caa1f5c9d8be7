import { BRAND } from '@careers/shared';

/**
 * D4: brand and contact details are configuration. They live in the shared package (the server's
 * link previews and structured data need them too); landing copy lives in the landing feature's
 * content module.
 */
export const site = BRAND;
