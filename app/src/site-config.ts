/** Company facts, in one typed place (DESIGN.md section 7). */
export interface SiteConfig {
  name: string;
  legalName: string;
  origin: string;
  copyrightYear: number;
  blurb: string;
  emails: { productQueries: string; info: string; support: string; privacy: string; legal: string };
  phone: string;
  /** When the phone and chat are answered. */
  hours: string;
  office: { label: string; lines: string[] };
  /** Named under the Digital Personal Data Protection Act, 2023 and the IT Rules, 2011. */
  grievanceOfficer: { name: string; email: string };
  social: Array<{ network: 'twitter' | 'instagram' | 'youtube' | 'linkedin'; label: string; href: string }>;
}

export const siteConfig: SiteConfig = {
  name: 'LNF',
  legalName: 'LNF Business Solutions Private Limited',
  origin: 'https://www.lnf.example',
  copyrightYear: 2025,
  blurb:
    'LNF builds one platform for the whole business: people, payroll, recruiting, accounts and analytics, so growing teams run on one source of truth instead of ten spreadsheets.',
  emails: {
    productQueries: 'products@lnf.example',
    info: 'info@lnf.example',
    support: 'support@lnf.example',
    privacy: 'privacy@lnf.example',
    legal: 'legal@lnf.example',
  },
  phone: '+91 40 4852 7100',
  hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST',
  office: {
    label: 'Corporate Office',
    lines: ['Level 9, Cyber Towers, HITEC City', 'Madhapur, Hyderabad, Telangana 500081', 'India'],
  },
  grievanceOfficer: { name: 'Ananya Rao', email: 'grievance@lnf.example' },
  social: [
    { network: 'twitter', label: 'LNF on X (Twitter)', href: 'https://twitter.com/lnf' },
    { network: 'instagram', label: 'LNF on Instagram', href: '#' },
    { network: 'youtube', label: 'LNF on YouTube', href: 'https://www.youtube.com/@lnf' },
    { network: 'linkedin', label: 'LNF on LinkedIn', href: 'https://www.linkedin.com/company/lnf' },
  ],
};
