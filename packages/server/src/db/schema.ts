/**
 * The database's tables, one file per area under tables/ (drizzle-kit reads them through this
 * file). Import tables from here.
 */
export * from './tables/identity';
export * from './tables/catalogue';
export * from './tables/customers';
export * from './tables/billing';
export * from './tables/support';
export * from './tables/requests';
export * from './tables/messaging';
export * from './tables/platform';
export * from './tables/security';
export * from './tables/privacy';
export * from './tables/backoffice';
export * from './tables/leads';
export * from './tables/revenue';
export * from './tables/analytics';
export * from './tables/demo';
