/**
 * D4: brand and contact details are configuration, in one module. Landing copy lives beside the
 * landing feature; this holds what several features need.
 */
export const site = {
  companyName: 'Northwind Cloud Services',
  shortName: 'Northwind',
  careersEmail: 'careers@northwind.example',
  /** The company's main site, shown in the "Can't find a role?" card. */
  companyUrl: 'https://www.northwind.example',
} as const;
