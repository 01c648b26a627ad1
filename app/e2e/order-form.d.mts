import type { Page } from 'playwright-core';

/** The basket's order form filled as a customer in Hyderabad would, then 'Place order'. */
export function fillOrderFormAndPlace(page: Page): Promise<void>;

/** The test-mode payment step after 'Place order': a test Visa, then Pay, landing on the receipt. */
export function payWithTestCard(page: Page): Promise<void>;
