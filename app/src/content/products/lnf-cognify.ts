import type { MarketingPageContent } from '../types';

export const lnfCognify: MarketingPageContent = {
  hero: {
    eyebrow: 'LNF Cognify · AI search',
    heading: 'Ask your documents a question and get an answer with sources',
    lead: 'Cognify indexes contracts, policies, emails, scanned forms and spreadsheets, then answers questions in plain language and turns unstructured content into clean, structured data.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Download brochure', href: '/download-brochure?product=lnf-cognify' },
    scene: 'cognify',
    highlights: ['Answers cite their source', 'PDF, email, scans, sheets', 'Access rules respected'],
  },
  features: {
    eyebrow: 'Search and transformation',
    heading: 'Knowledge that was locked in files, now at hand',
    items: [
      {
        icon: 'search',
        title: 'Semantic search',
        text: 'Find the clause about notice periods even when the contract calls it “termination by either party”.',
      },
      {
        icon: 'chat',
        title: 'Answers with citations',
        text: 'Every answer links to the page and paragraph it came from, so people can check before they act.',
      },
      {
        icon: 'layers',
        title: 'Data transformation',
        text: 'Extract fields such as parties, dates, amounts and GSTINs from thousands of documents into a table or your database.',
      },
      {
        icon: 'file',
        title: 'Every common format',
        text: 'PDF, Word, Excel, email archives and scanned images, with OCR for printed and handwritten forms.',
      },
      {
        icon: 'lock',
        title: 'Permission-aware',
        text: 'Cognify only searches what the person asking is allowed to open, using your existing folder and role permissions.',
      },
      {
        icon: 'flow',
        title: 'Connectors and API',
        text: 'Index SharePoint, Google Drive, S3 and LNF modules, or send documents and questions through a REST API.',
      },
    ],
  },
  benefits: {
    heading: 'Where teams use Cognify',
    items: [
      {
        icon: 'shield',
        title: 'Legal and compliance',
        text: 'Review obligations across hundreds of vendor agreements before renewal season.',
      },
      {
        icon: 'books',
        title: 'Finance',
        text: 'Pull invoice data from supplier PDFs into LNF Books without manual entry.',
      },
      {
        icon: 'people',
        title: 'HR',
        text: 'Answer policy questions for employees instantly, always from the current handbook.',
      },
      {
        icon: 'chat',
        title: 'Customer support',
        text: 'Give agents answers from manuals and past tickets in the middle of a call.',
      },
    ],
  },
  steps: {
    heading: 'From files to answers',
    items: [
      { title: 'Connect', text: 'Point Cognify at your drives and mailboxes, or upload a collection.' },
      { title: 'Index', text: 'Documents are read, split and embedded; permissions are copied with them.' },
      { title: 'Ask', text: 'People search or ask in plain English from the web app or inside LNF.' },
      { title: 'Act', text: 'Export structured results or trigger a workflow straight from the answer.' },
    ],
  },
  stats: [
    { value: '10M+', label: 'pages indexed for customers' },
    { value: '< 2 s', label: 'typical answer time' },
    { value: '0', label: 'documents used to train shared models' },
  ],
  cta: {
    heading: 'See Cognify answer questions about your documents',
    text: 'We will index a sample set under NDA and run your team’s real questions in the demo.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
};
