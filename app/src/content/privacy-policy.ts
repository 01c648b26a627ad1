import { siteConfig } from '../site-config';
import type { LegalPageContent } from './types';

const { legalName, emails, grievanceOfficer, office } = siteConfig;
const address = office.lines.join(', ');

/** /privacy-policy: written for the Digital Personal Data Protection Act, 2023 and the IT Act, 2000. */
export const privacyPolicy: LegalPageContent = {
  title: 'Privacy Policy',
  updated: '2025-04-01',
  intro: [
    `${legalName} (“LNF”, “we”, “us”) provides business software for human resources, payroll, recruitment, accounting and analytics. This policy explains what personal data we collect through our website, customer portal and products, why we collect it, how long we keep it and the choices you have.`,
    'We process personal data in accordance with the Digital Personal Data Protection Act, 2023 (“DPDP Act”), the Information Technology Act, 2000 and the rules made under them, including the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011.',
  ],
  sections: [
    {
      heading: '1. Who is responsible for your data',
      paragraphs: [
        `For data you give us directly, such as when you request a demo, contact us, download a brochure or create a customer account, LNF is the data fiduciary. Our registered office is at ${address}.`,
        'When our customers use LNF products to manage their own employees, candidates or vendors, the customer is the data fiduciary for that data and LNF acts as its data processor, processing it only on the customer’s documented instructions under our agreement with them. If you are an employee or candidate of one of our customers, please contact that organisation first about your data.',
      ],
    },
    {
      heading: '2. What we collect',
      paragraphs: ['Depending on how you interact with us, we collect:'],
      list: [
        'Contact details: your name, business name, work email address, mobile number, country and website, when you fill in a form.',
        'Account details: user name, email, an encrypted password and verification codes, when you create a customer account.',
        'Billing details: billing address, GSTIN where provided, order and subscription history. Card, UPI and bank details are collected and stored by our payment partner, not by LNF.',
        'Support details: the content of tickets and messages you send us and any attachments.',
        'Technical data: IP address, browser type, pages visited and the time of your visit, recorded in server and security logs.',
        'Cookies: a small number of cookies needed to keep you logged in and to remember your cookie choice (see section 7).',
      ],
    },
    {
      heading: '3. Why we use it',
      paragraphs: [
        'We use personal data only for the purposes below, each relying on your consent or on a legitimate use permitted by the DPDP Act:',
      ],
      list: [
        'to respond to demo requests, enquiries and brochure downloads, and to follow up about the products you asked about;',
        'to create and secure your account, process orders and payments, and issue invoices and receipts;',
        'to provide customer support and tell you about service changes, security notices and statutory updates that affect you;',
        'to protect our services against fraud, abuse and security threats, including by verifying that forms are submitted by people (captcha);',
        'to meet our legal obligations, such as tax, accounting and record-keeping requirements.',
      ],
    },
    {
      heading: '4. Marketing',
      paragraphs: [
        'We send product news and event invitations only if you have agreed to receive them. Every marketing email has an unsubscribe link, and you can withdraw consent at any time by writing to us. Withdrawing consent does not affect processing carried out before the withdrawal.',
      ],
    },
    {
      heading: '5. Who we share it with',
      paragraphs: [
        'We do not sell personal data. We share it only with service providers who help us run LNF and who are bound by contract to protect it and use it only for our instructions: cloud hosting in India, email delivery, payment processing, captcha verification and customer support tooling. We may also disclose data when required by law, a court order or a government authority acting within its powers.',
      ],
    },
    {
      heading: '6. Where it is stored and for how long',
      paragraphs: [
        'Personal data is stored on servers located in India. Where a service provider processes data outside India, we transfer it only to countries not restricted by the Central Government under the DPDP Act and with contractual safeguards in place.',
        'We keep enquiry and demo data for up to 24 months after our last contact with you, account and order data for as long as your account is active and then for eight years to meet tax and accounting laws, and security logs for 180 days. Data is then deleted or irreversibly anonymised.',
      ],
    },
    {
      heading: '7. Cookies',
      paragraphs: [
        'We use essential cookies to keep your session secure (tokenData and userData, set when you log in, and lnf_refresh, which renews your login for up to 30 days: only our server can read it, it is sent only when your login is renewed, and logging out removes it) and to remember your answer to our cookie notice (kept for 365 days). We do not use third-party advertising cookies. You can clear cookies in your browser at any time; if you block essential cookies, logging in to the portal will not work.',
        'Only if you accept in our cookie notice, your browser keeps a random visitor number (in its local storage) and tells our own server which of our pages you view, which calls to action you press, and when you request a demo, create an account or make your first payment, so we can see which pages help people decide. No third party receives this and we never store your IP address with it. We keep these events for 13 months. If you reject, nothing is kept or sent; you can change your answer by clearing cookies for our site, which brings the notice back.',
      ],
    },
    {
      heading: '8. How we protect it',
      paragraphs: [
        'We protect personal data with reasonable security practices, including encryption in transit and at rest, role-based access, audit logging of every change, regular backups and independent security testing. Passwords are never stored in readable form. If a personal data breach occurs, we will notify the Data Protection Board of India and affected people as the law requires.',
      ],
    },
    {
      heading: '9. Your rights',
      paragraphs: ['Subject to the DPDP Act, you may:'],
      list: [
        'ask for a summary of the personal data we hold about you and how we process it;',
        'ask us to correct, complete or update inaccurate data;',
        'ask us to erase data that is no longer needed for the purpose it was collected for, unless the law requires us to keep it;',
        'withdraw consent you have given;',
        'nominate another person to exercise your rights in the event of your death or incapacity;',
        'raise a grievance with us, and if you are not satisfied with our response, complain to the Data Protection Board of India.',
      ],
    },
    {
      heading: '10. Children',
      paragraphs: [
        'Our website and products are meant for businesses and are not directed at children. We do not knowingly collect personal data of anyone under 18 without verifiable consent of a parent or lawful guardian.',
      ],
    },
    {
      heading: '11. Grievance Officer and contact',
      paragraphs: [
        `Our Grievance Officer is ${grievanceOfficer.name}, reachable at ${grievanceOfficer.email} or by post at our registered office. We acknowledge grievances within 48 hours and resolve them within 30 days. For any other privacy question, write to ${emails.privacy}.`,
      ],
    },
    {
      heading: '12. Changes to this policy',
      paragraphs: [
        'We will update this policy when our practices or the law change. The date at the top shows the latest version; if a change materially affects how we use your data, we will tell account holders by email before it takes effect.',
      ],
    },
  ],
};
