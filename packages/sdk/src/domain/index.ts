/**
 * The shared business rules, pure and dependency-free: the billing calendar, money and GST,
 * pricing and proration, the subscription lifecycle, revenue (MRR), card rules, ticket states, attachment kinds and
 * staff roles. The server
 * decides with them, the app and the design system's card form show the same answers. Published
 * as `@lnf/sdk/domain` (and from `@lnf/sdk`); nothing here imports outside this folder.
 */
export * from './calendar';
export * from './money';
export * from './tax';
export * from './pricing';
export * from './subscription';
export * from './card';
export * from './ticket';
export * from './attachment';
export * from './staffRoles';
export * from './revenue';
