/** A link of the footer: a quick link, or a legal one beside the copyright line. */
export interface FooterLink {
  /** Where it leads. */
  href: string;
  /** Its text. */
  label: string;
}

/** The copyright line and its legal links: the Footer's last row, and FooterLegal on its own. */
export interface FooterLegalText {
  /** Year of the copyright line. */
  copyrightYear: number;
  /** The company's legal name, after the year. */
  legalName: string;
  /**
   * Text after the legal name.
   * @default 'All rights reserved.'
   */
  rightsText?: string;
  /**
   * Links beside the copyright line: Privacy Policy, Terms of Service.
   * @default []
   */
  legalLinks?: FooterLink[];
  /**
   * Accessible name of the legal links' navigation.
   * @default 'Legal'
   */
  legalLabel?: string;
}
