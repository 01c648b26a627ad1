/** The price list of spec section 9 (rupees; stored as paise) with the allowances per plan. */
export const SEED_PLANS = [
  { name: 'hr_essential', sku: 'LNF-HR-ESS', price: 2999, basePrice: 2500, minUsers: 1, maxUsers: 10, shortDescription: 'Core HR for growing teams', longDescription: 'Employee records, leave, attendance and documents in one place.', components: ['People records', 'Leave and attendance', 'Documents'] },
  { name: 'hr_professional', sku: 'LNF-HR-PRO', price: 3999, basePrice: 3500, minUsers: 1, maxUsers: 10, shortDescription: 'HR with performance and timesheets', longDescription: 'Everything in HR Essential plus performance reviews, timesheets and workflows.', components: ['Everything in HR Essential', 'Performance reviews', 'Timesheets', 'Workflows'] },
  { name: 'lnf_payroll', sku: 'LNF-PAY', price: 7999, basePrice: 7500, minUsers: 1, maxUsers: 10, shortDescription: 'Payroll with statutory compliance', longDescription: 'Monthly payroll, payslips, PF, ESI, TDS and professional tax, filed on time.', components: ['Payroll runs', 'Payslips', 'PF, ESI, TDS, PT', 'Bank transfers'] },
  { name: 'lnf_accounts', sku: 'LNF-ACC', price: 8999, basePrice: 8500, minUsers: 1, maxUsers: 10, shortDescription: 'Accounts, invoices and GST', longDescription: 'Books, invoicing, expenses and GST returns with real-time reports.', components: ['General ledger', 'Invoices and expenses', 'GST returns', 'Reports'] },
  { name: 'recruiter_lite', sku: 'LNF-REC-LITE', price: 4999, basePrice: 4500, minUsers: 1, maxUsers: 10, shortDescription: 'Hiring pipeline for small teams', longDescription: 'Job posts, candidate pipeline and interview scheduling.', components: ['Job posts', 'Candidate pipeline', 'Interview scheduling'] },
  { name: 'recruiter_pro', sku: 'LNF-REC-PRO', price: 5999, basePrice: 5500, minUsers: 10, maxUsers: 20, shortDescription: 'Recruiting at scale', longDescription: 'Everything in Recruiter Lite plus a job portal, resume extraction and hiring analytics.', components: ['Everything in Recruiter Lite', 'Job portal', 'Resume extraction', 'Hiring analytics'] },
  { name: 'hr_people_360', sku: 'LNF-P360', price: 6999, basePrice: 6500, minUsers: 10, maxUsers: 50, shortDescription: 'The complete people platform', longDescription: 'HR, payroll, performance and analytics for the whole employee lifecycle.', components: ['HR Professional', 'Payroll', 'People analytics', 'Employee self-service'] },
] as const;

/** Configuration entries seeded once (spec section 3 'Configuration entries'). */
export const SEED_CONFIGURATIONS: { serviceName: string; configKey: string; configData: unknown }[] = [
  { serviceName: 'product', configKey: 'enablePortalOnlineOrder', configData: true },
  { serviceName: 'product', configKey: 'taxPercentage', configData: 18 },
  { serviceName: 'support', configKey: 'project_key', configData: ['LNF'] },
  { serviceName: 'support', configKey: 'priority', configData: ['Highest', 'High', 'Medium', 'Low', 'Lowest'] },
  { serviceName: 'support', configKey: 'status', configData: ['Open', 'In Progress', 'Resolved', 'Closed'] },
  { serviceName: 'support', configKey: 'reporter', configData: ['Customer', 'LNF Support'] },
  { serviceName: 'support', configKey: 'labels', configData: ['billing', 'payroll', 'recruitment', 'access', 'other'] },
];
