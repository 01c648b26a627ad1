import { TICKET_STATUSES } from '@lnf/sdk';

/** Configuration entries seeded once (spec section 3 'Configuration entries'). */
export const SEED_CONFIGURATIONS: { serviceName: string; configKey: string; configData: unknown }[] = [
  { serviceName: 'product', configKey: 'enablePortalOnlineOrder', configData: true },
  { serviceName: 'product', configKey: 'taxPercentage', configData: 18 },
  { serviceName: 'support', configKey: 'project_key', configData: ['LNF'] },
  { serviceName: 'support', configKey: 'priority', configData: ['Highest', 'High', 'Medium', 'Low', 'Lowest'] },
  { serviceName: 'support', configKey: 'status', configData: [...TICKET_STATUSES] },
  { serviceName: 'support', configKey: 'reporter', configData: ['Customer', 'LNF Support'] },
  { serviceName: 'support', configKey: 'labels', configData: ['billing', 'payroll', 'recruitment', 'access', 'other'] },
];
