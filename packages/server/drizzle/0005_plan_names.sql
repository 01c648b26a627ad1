-- Seeded plans take the names of the products they sell (LNF Professional Essential, LNF Workforce, LNF Books...).
-- Only rows still carrying the original seed text change; an edited plan is left alone.
UPDATE "plans" SET "short_description" = 'Core HR for small teams: employee records, leave and attendance.', "long_description" = 'LNF Professional Essential: Core HR for small teams: employee records, leave and attendance. Includes Employee records, Leave, Attendance.'
WHERE "name" = 'hr_essential' AND "long_description" = 'HR Essential: Core HR for small teams: employee records, leave and attendance. Includes Employee records, Leave, Attendance.';
--> statement-breakpoint
UPDATE "plans" SET "short_description" = 'Everything in Essential, plus appraisals, documents and employee self-service.', "long_description" = 'LNF Professional: Everything in Essential, plus appraisals, documents and employee self-service. Includes Employee records, Leave, Attendance, Appraisal, Documents, Self-service.'
WHERE "name" = 'hr_professional' AND "long_description" = 'HR Professional: HR Essential plus appraisals, documents and self-service. Includes Employee records, Leave, Attendance, Appraisal, Documents, Self-service.';
--> statement-breakpoint
UPDATE "plans" SET "short_description" = 'Payroll runs, statutory compliance and payslips.', "long_description" = 'LNF Workforce: Payroll runs, statutory compliance and payslips. Includes Payroll, Compliance, Payslips.'
WHERE "name" = 'lnf_payroll' AND "long_description" = 'LNF Payroll: Payroll runs, statutory compliance and payslips. Includes Payroll, Compliance, Payslips.';
--> statement-breakpoint
UPDATE "plans" SET "short_description" = 'Ledger, invoicing and GST-ready accounts.', "long_description" = 'LNF Books: Ledger, invoicing and GST-ready accounts. Includes Ledger, Invoicing, GST reports.'
WHERE "name" = 'lnf_accounts' AND "long_description" = 'LNF Accounts: Books, invoicing and GST-ready accounts. Includes Ledger, Invoicing, GST reports.';
--> statement-breakpoint
UPDATE "plans" SET "short_description" = 'Job posts, applicant tracking and interview scheduling.', "long_description" = 'LNF Recruiter Lite: Job posts, applicant tracking and interview scheduling. Includes Job posts, Applicant tracking, Interviews.'
WHERE "name" = 'recruiter_lite' AND "long_description" = 'Recruiter Lite: Job posts, applicant tracking and interview scheduling. Includes Job posts, Applicant tracking, Interviews.';
--> statement-breakpoint
UPDATE "plans" SET "short_description" = 'Everything in Lite, plus resume parsing, vendors and hiring analytics.', "long_description" = 'LNF Recruiter Pro: Everything in Lite, plus resume parsing, vendors and hiring analytics. Includes Job posts, Applicant tracking, Interviews, Resume parsing, Vendors, Analytics.'
WHERE "name" = 'recruiter_pro' AND "long_description" = 'Recruiter Pro: Recruiter Lite plus resume parsing, vendors and hiring analytics. Includes Job posts, Applicant tracking, Interviews, Resume parsing, Vendors, Analytics.';
--> statement-breakpoint
UPDATE "plans" SET "short_description" = 'The whole employee lifecycle in one platform: HR, payroll, recruitment and analytics.', "long_description" = 'LNF People 360: The whole employee lifecycle in one platform: HR, payroll, recruitment and analytics. Includes Employee records, Leave, Attendance, Payroll, Recruitment, Appraisal, Analytics.'
WHERE "name" = 'hr_people_360' AND "long_description" = 'HR People 360: The whole employee lifecycle in one platform: HR, payroll, recruitment and analytics. Includes Employee records, Leave, Attendance, Payroll, Recruitment, Appraisal, Analytics.';
