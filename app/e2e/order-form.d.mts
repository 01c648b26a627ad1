import type { Page } from 'playwright-core';

/** The basket's order form filled as a customer in Hyderabad would, then 'Place order'. */
export function fillOrderFormAndPlace(page: Page): Promise<void>;
