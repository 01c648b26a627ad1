import { siteConfig } from '../site-config';
import type { LegalPageContent } from './types';

const { legalName, emails, office } = siteConfig;

/** /terms-and-service: the subscription terms of the LNF products. */
export const termsAndService: LegalPageContent = {
  title: 'Terms of Service',
  updated: '2025-04-01',
  intro: [
    `These Terms of Service (“Terms”) form an agreement between ${legalName}, a company incorporated under the Companies Act, 2013 with its registered office at ${office.lines.join(', ')} (“LNF”), and the business that creates an account or places an order (“Customer”, “you”). They govern your use of the LNF website, customer portal and subscription products (the “Services”).`,
    'By creating an account, placing an order or using the Services, you confirm that you accept these Terms on behalf of your business and that you are authorised to do so.',
  ],
  sections: [
    {
      heading: '1. Accounts',
      paragraphs: [
        'You must give accurate registration details and keep them current. You are responsible for keeping log-in credentials confidential and for all activity under your account. Tell us immediately at ' +
          emails.support +
          ' if you suspect unauthorised use.',
      ],
    },
    {
      heading: '2. Subscriptions and users',
      paragraphs: [
        'Each plan allows the range of users shown on our pricing page at the time of your order. You may change plan at any time. Where your payment method allows a change mid-period (an international card), an upgrade takes effect at once and the difference is charged pro rata for the rest of the current billing period; otherwise the new plan starts when the current billing period ends and nothing is charged until then. Accounts may not be shared between individuals.',
      ],
    },
    {
      heading: '3. Fees, billing and taxes',
      paragraphs: [
        'Fees are quoted in Indian Rupees and exclude Goods and Services Tax, which is charged at the applicable rate (currently 18%). Subscriptions are billed in advance for the billing period you choose: monthly, quarterly or yearly. Yearly plans are billed at the plan’s base price.',
        'Payments are processed by our payment partner and renew automatically at the end of each period unless cancelled before the renewal date. If a payment fails, we will notify you and may suspend the Services after 15 days of non-payment. Fees paid are non-refundable except where these Terms or the law say otherwise.',
      ],
    },
    {
      heading: '4. Your data',
      paragraphs: [
        'You own the data you put into the Services (“Customer Data”). You grant LNF a limited right to host, process and display Customer Data only to provide and support the Services. For personal data in Customer Data, you are the data fiduciary and LNF is your data processor; we process it in accordance with our Privacy Policy and any data processing agreement between us.',
        'You may export Customer Data at any time while your subscription is active and for 30 days after it ends. After that period, we delete Customer Data from live systems within 30 days and from backups within a further 90 days, unless the law requires us to keep it.',
      ],
    },
    {
      heading: '5. Acceptable use',
      paragraphs: ['You agree not to:'],
      list: [
        'use the Services for any unlawful purpose or to store content you have no right to process;',
        'attempt to gain unauthorised access to the Services, other customers’ data or our systems, or probe them for vulnerabilities without our written permission;',
        'interfere with the Services’ operation, including by sending automated requests beyond reasonable limits;',
        'copy, resell or reverse engineer the Services, except as the law expressly permits.',
      ],
    },
    {
      heading: '6. Availability and support',
      paragraphs: [
        'We aim for 99.9% monthly availability, excluding scheduled maintenance announced at least 48 hours in advance and events beyond our reasonable control. Support is provided through the customer portal and by email during business hours (Monday to Saturday, 9:30 am to 6:30 pm IST), with critical incidents handled around the clock.',
      ],
    },
    {
      heading: '7. Statutory content',
      paragraphs: [
        'We update statutory calculations such as PF, ESI, professional tax, TDS and GST when the law changes. The Services are tools: you remain responsible for reviewing outputs, for the data you enter and for your own filings and compliance.',
      ],
    },
    {
      heading: '8. Intellectual property',
      paragraphs: [
        'LNF and its licensors own all rights in the Services, including software, designs, documentation and trademarks. These Terms give you a non-exclusive, non-transferable right to use the Services during your subscription; no other rights are granted. Feedback you give us may be used to improve the Services without obligation to you.',
      ],
    },
    {
      heading: '9. Confidentiality',
      paragraphs: [
        'Each party will keep the other’s confidential information secret, use it only to perform these Terms and disclose it only to people who need to know it and are bound by similar duties, or where the law requires.',
      ],
    },
    {
      heading: '10. Warranties and liability',
      paragraphs: [
        'We will provide the Services with reasonable skill and care. Apart from that, and to the extent the law allows, the Services are provided “as is” without other warranties.',
        'Neither party is liable for indirect or consequential losses, or for loss of profits, revenue or goodwill. Each party’s total liability under these Terms in any twelve-month period is limited to the fees paid or payable by you in that period. These limits do not apply to your payment obligations, to breach of confidentiality, or to liability that cannot be limited by law.',
      ],
    },
    {
      heading: '11. Term and termination',
      paragraphs: [
        'These Terms apply while you have an account or subscription. You may cancel a subscription from the portal with effect from the end of the current billing period. Either party may terminate for material breach not cured within 30 days of written notice. On termination, section 4 governs export and deletion of Customer Data.',
      ],
    },
    {
      heading: '12. Governing law and disputes',
      paragraphs: [
        'These Terms are governed by the laws of India. The parties will first try to resolve any dispute through good-faith discussion for 30 days. Unresolved disputes will be referred to arbitration by a sole arbitrator under the Arbitration and Conciliation Act, 1996, seated in Hyderabad, in English. Subject to this, the courts at Hyderabad, Telangana have exclusive jurisdiction.',
      ],
    },
    {
      heading: '13. Changes and contact',
      paragraphs: [
        `We may update these Terms from time to time. We will give account holders at least 30 days’ notice of material changes by email; continued use after that date means you accept them. Questions about these Terms can be sent to ${emails.legal}.`,
      ],
    },
  ],
};
