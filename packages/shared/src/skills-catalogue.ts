/**
 * PUB-18, docs/decisions/038: the skills catalogue. Jobs name their required and nice-to-have skills by
 * these ids (stored as text, so an id must never change once used; retire a skill by keeping its entry).
 * Profiles will name theirs by the same ids. `aliases` are the other names people write for a skill
 * (abbreviations, former product names): `findSkill` matches a name or an alias, case-insensitive.
 */
export interface Skill {
  /** Stable slug: lower-case letters, digits and hyphens. */
  id: string;
  /** The name shown to users. */
  name: string;
  /** Other names for the skill (abbreviations, former names), matched like the name. */
  aliases: readonly string[];
  group: SkillGroup;
}

export const SKILL_GROUPS = [
  'Microsoft 365',
  'Identity and endpoints',
  'Security and compliance',
  'Azure',
  'Automation and DevOps',
  'Data and Power Platform',
  'Infrastructure',
  'Other clouds',
] as const;
export type SkillGroup = (typeof SKILL_GROUPS)[number];

const skill = (id: string, name: string, group: SkillGroup, aliases: readonly string[] = []): Skill => ({ id, name, group, aliases });

export const SKILLS: readonly Skill[] = [
  // Microsoft 365
  skill('microsoft-365', 'Microsoft 365', 'Microsoft 365', ['M365', 'O365', 'Office 365', 'MS365']),
  skill('exchange-online', 'Exchange Online', 'Microsoft 365', ['EXO', 'Exchange 365']),
  skill('exchange-server', 'Exchange Server', 'Microsoft 365', ['Exchange on-premises', 'Exchange hybrid']),
  skill('sharepoint-online', 'SharePoint Online', 'Microsoft 365', ['SPO', 'SharePoint']),
  skill('sharepoint-framework', 'SharePoint Framework', 'Microsoft 365', ['SPFx']),
  skill('onedrive', 'OneDrive for Business', 'Microsoft 365', ['OneDrive', 'ODfB']),
  skill('microsoft-teams', 'Microsoft Teams', 'Microsoft 365', ['Teams', 'MS Teams']),
  skill('teams-phone', 'Teams Phone', 'Microsoft 365', ['Teams Voice', 'Direct Routing', 'Operator Connect']),
  skill('teams-rooms', 'Teams Rooms', 'Microsoft 365', ['MTR', 'Microsoft Teams Rooms']),
  skill('microsoft-copilot', 'Microsoft 365 Copilot', 'Microsoft 365', ['Copilot', 'M365 Copilot']),
  skill('microsoft-graph', 'Microsoft Graph', 'Microsoft 365', ['Graph API', 'MS Graph']),
  skill('tenant-migration', 'Tenant-to-tenant migration', 'Microsoft 365', ['T2T migration', 'Cross-tenant migration']),
  skill('viva', 'Microsoft Viva', 'Microsoft 365', ['Viva Engage', 'Yammer']),
  // Identity and endpoints
  skill('entra-id', 'Microsoft Entra ID', 'Identity and endpoints', ['AAD', 'Azure AD', 'Azure Active Directory', 'Entra ID', 'Entra']),
  skill('entra-conditional-access', 'Conditional Access', 'Identity and endpoints', ['CA policies', 'Entra Conditional Access']),
  skill('entra-id-governance', 'Microsoft Entra ID Governance', 'Identity and endpoints', [
    'Entra ID Governance',
    'PIM',
    'Privileged Identity Management',
    'Access reviews',
  ]),
  skill('entra-connect', 'Microsoft Entra Connect', 'Identity and endpoints', [
    'Azure AD Connect',
    'AAD Connect',
    'Entra Connect',
    'Cloud Sync',
  ]),
  skill('entra-external-id', 'Microsoft Entra External ID', 'Identity and endpoints', ['Azure AD B2C', 'AAD B2C', 'B2C', 'External ID']),
  skill('active-directory', 'Active Directory Domain Services', 'Identity and endpoints', ['AD DS', 'Active Directory', 'ADDS']),
  skill('adfs', 'AD FS', 'Identity and endpoints', ['ADFS', 'Active Directory Federation Services']),
  skill('intune', 'Microsoft Intune', 'Identity and endpoints', ['Intune', 'MEM', 'Endpoint Manager', 'Microsoft Endpoint Manager']),
  skill('autopilot', 'Windows Autopilot', 'Identity and endpoints', ['Autopilot']),
  skill('configuration-manager', 'Configuration Manager', 'Identity and endpoints', ['SCCM', 'MECM', 'ConfigMgr']),
  skill('windows-11', 'Windows 11 Enterprise', 'Identity and endpoints', ['Windows 11', 'Win11', 'Windows client']),
  skill('macos-management', 'macOS management', 'Identity and endpoints', ['Jamf', 'macOS']),
  skill('okta', 'Okta', 'Identity and endpoints'),
  // Security and compliance
  skill('purview', 'Microsoft Purview', 'Security and compliance', [
    'Purview',
    'Microsoft Information Protection',
    'MIP',
    'DLP',
    'Compliance Center',
  ]),
  skill('defender-endpoint', 'Microsoft Defender for Endpoint', 'Security and compliance', [
    'MDE',
    'Defender for Endpoint',
    'Defender ATP',
  ]),
  skill('defender-office-365', 'Microsoft Defender for Office 365', 'Security and compliance', ['MDO', 'Defender for Office 365', 'ATP']),
  skill('defender-identity', 'Microsoft Defender for Identity', 'Security and compliance', ['MDI', 'Azure ATP']),
  skill('defender-cloud-apps', 'Microsoft Defender for Cloud Apps', 'Security and compliance', ['MDCA', 'MCAS', 'Cloud App Security']),
  skill('defender-xdr', 'Microsoft Defender XDR', 'Security and compliance', ['Microsoft 365 Defender', 'M365D', 'Defender XDR']),
  skill('defender-for-cloud', 'Microsoft Defender for Cloud', 'Security and compliance', [
    'MDC',
    'Azure Security Center',
    'Defender for Cloud',
  ]),
  skill('sentinel', 'Microsoft Sentinel', 'Security and compliance', ['Azure Sentinel', 'Sentinel']),
  skill('kql', 'KQL', 'Security and compliance', ['Kusto Query Language', 'Kusto']),
  skill('soc-operations', 'Security operations (SOC)', 'Security and compliance', ['SOC', 'SOC analyst', 'Incident response']),
  skill('penetration-testing', 'Penetration testing', 'Security and compliance', ['Pentest', 'Pen testing', 'Ethical hacking']),
  skill('zero-trust', 'Zero Trust', 'Security and compliance', ['Zero Trust architecture']),
  skill('iso-27001', 'ISO/IEC 27001', 'Security and compliance', ['ISO 27001', 'ISMS']),
  skill('gdpr', 'GDPR compliance', 'Security and compliance', ['GDPR', 'DSGVO', 'nDSG']),
  skill('nis2-dora', 'NIS2 and DORA', 'Security and compliance', ['NIS2', 'DORA']),
  skill('pki', 'Public key infrastructure', 'Security and compliance', ['PKI', 'ADCS', 'Certificates']),
  // Azure
  skill('azure', 'Microsoft Azure', 'Azure', ['Azure']),
  skill('azure-landing-zones', 'Azure Landing Zones', 'Azure', [
    'Landing Zones',
    'ALZ',
    'Cloud Adoption Framework',
    'CAF',
    'Enterprise-scale',
  ]),
  skill('azure-policy', 'Azure Policy', 'Azure', ['Policy as code']),
  skill('azure-networking', 'Azure Networking', 'Azure', ['Azure VNet', 'Hub and spoke', 'Azure Firewall', 'Private Link']),
  skill('expressroute', 'Azure ExpressRoute', 'Azure', ['ExpressRoute']),
  skill('azure-virtual-desktop', 'Azure Virtual Desktop', 'Azure', ['AVD', 'WVD', 'Windows Virtual Desktop']),
  skill('windows-365', 'Windows 365', 'Azure', ['Cloud PC', 'W365']),
  skill('aks', 'Azure Kubernetes Service', 'Azure', ['AKS']),
  skill('azure-devops', 'Azure DevOps', 'Azure', ['ADO', 'VSTS', 'Azure Pipelines', 'Azure Repos']),
  skill('azure-app-service', 'Azure App Service', 'Azure', ['App Service', 'Web Apps']),
  skill('azure-functions', 'Azure Functions', 'Azure', ['Functions']),
  skill('azure-sql', 'Azure SQL', 'Azure', ['Azure SQL Database', 'SQL Managed Instance']),
  skill('azure-storage', 'Azure Storage', 'Azure', ['Blob Storage', 'Azure Files']),
  skill('azure-monitor', 'Azure Monitor', 'Azure', ['Log Analytics', 'Application Insights']),
  skill('azure-backup-site-recovery', 'Azure Backup and Site Recovery', 'Azure', ['Azure Backup', 'ASR', 'Site Recovery']),
  skill('azure-migrate', 'Azure Migrate', 'Azure', ['Cloud migration', 'Lift and shift']),
  skill('azure-arc', 'Azure Arc', 'Azure', ['Arc']),
  skill('azure-key-vault', 'Azure Key Vault', 'Azure', ['Key Vault']),
  skill('azure-cost-management', 'Azure cost management (FinOps)', 'Azure', ['FinOps', 'Cost Management']),
  skill('azure-openai', 'Azure OpenAI', 'Azure', ['Azure AI Foundry', 'Azure AI services']),
  // Automation and DevOps
  skill('powershell', 'PowerShell', 'Automation and DevOps', ['PS', 'pwsh']),
  skill('bicep', 'Bicep', 'Automation and DevOps', ['Azure Bicep']),
  skill('arm-templates', 'ARM templates', 'Automation and DevOps', ['ARM', 'Azure Resource Manager templates']),
  skill('terraform', 'Terraform', 'Automation and DevOps', ['HashiCorp Terraform', 'OpenTofu']),
  skill('ansible', 'Ansible', 'Automation and DevOps'),
  skill('github-actions', 'GitHub Actions', 'Automation and DevOps', ['GHA']),
  skill('git', 'Git', 'Automation and DevOps', ['GitHub', 'GitLab']),
  skill('kubernetes', 'Kubernetes', 'Automation and DevOps', ['K8s']),
  skill('docker', 'Docker', 'Automation and DevOps', ['Containers']),
  skill('helm', 'Helm', 'Automation and DevOps'),
  skill('gitops', 'GitOps', 'Automation and DevOps', ['Flux', 'Argo CD', 'ArgoCD']),
  skill('python', 'Python', 'Automation and DevOps'),
  skill('csharp-dotnet', 'C# and .NET', 'Automation and DevOps', ['C#', '.NET', 'dotnet']),
  skill('typescript', 'TypeScript', 'Automation and DevOps', ['TS', 'JavaScript']),
  skill('bash', 'Bash', 'Automation and DevOps', ['Shell scripting']),
  skill('jenkins', 'Jenkins', 'Automation and DevOps'),
  // Data and Power Platform
  skill('power-platform', 'Power Platform', 'Data and Power Platform', ['Microsoft Power Platform']),
  skill('power-apps', 'Power Apps', 'Data and Power Platform', ['PowerApps']),
  skill('power-automate', 'Power Automate', 'Data and Power Platform', ['Microsoft Flow', 'Flow']),
  skill('power-bi', 'Power BI', 'Data and Power Platform', ['PowerBI', 'PBI']),
  skill('dataverse', 'Dataverse', 'Data and Power Platform', ['Common Data Service', 'CDS']),
  skill('dynamics-365', 'Dynamics 365', 'Data and Power Platform', ['D365', 'Dynamics CRM']),
  skill('microsoft-fabric', 'Microsoft Fabric', 'Data and Power Platform', ['Fabric']),
  skill('sql-server', 'SQL Server', 'Data and Power Platform', ['MSSQL', 'T-SQL']),
  // Infrastructure
  skill('windows-server', 'Windows Server', 'Infrastructure', ['Windows Server 2022', 'Windows Server 2019']),
  skill('hyper-v', 'Hyper-V', 'Infrastructure'),
  skill('vmware', 'VMware vSphere', 'Infrastructure', ['VMware', 'vSphere', 'ESXi']),
  skill('linux', 'Linux administration', 'Infrastructure', ['Linux', 'RHEL', 'Ubuntu']),
  skill('networking', 'Enterprise networking', 'Infrastructure', ['TCP/IP', 'Routing', 'Switching', 'Cisco', 'CCNA']),
  skill('sd-wan', 'SD-WAN', 'Infrastructure'),
  skill('firewalls', 'Firewalls', 'Infrastructure', ['Palo Alto', 'Fortinet', 'FortiGate']),
  skill('citrix', 'Citrix', 'Infrastructure', ['Citrix Virtual Apps', 'XenApp']),
  skill('itil', 'ITIL', 'Infrastructure', ['IT service management', 'ITSM']),
  skill('servicenow', 'ServiceNow', 'Infrastructure', ['SNOW']),
  // Other clouds
  skill('aws', 'Amazon Web Services', 'Other clouds', ['AWS']),
  skill('google-cloud', 'Google Cloud', 'Other clouds', ['GCP', 'Google Cloud Platform']),
  skill('google-workspace', 'Google Workspace', 'Other clouds', ['G Suite', 'GSuite']),
];

/** Names and aliases are matched ignoring case, surrounding spaces and repeated inner spaces. */
const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const SKILL_BY_ID: ReadonlyMap<string, Skill> = new Map(SKILLS.map((s) => [s.id, s]));
const SKILL_BY_NAME: ReadonlyMap<string, Skill> = new Map(
  SKILLS.flatMap((s) => [s.name, ...s.aliases, s.id].map((name): [string, Skill] => [key(name), s])),
);

/** The catalogue's ids, for the schemas' enum checks. */
export const SKILL_IDS: readonly string[] = SKILLS.map((s) => s.id);

/** A skill by its id, or undefined. */
export function skillById(id: string): Skill | undefined {
  return SKILL_BY_ID.get(id);
}

/** The skill a text names exactly (its name, an alias or its id, any case): "M365" → Microsoft 365. */
export function findSkill(text: string): Skill | undefined {
  return SKILL_BY_NAME.get(key(text));
}

/**
 * The skills a search text may mean, best first: exact name or alias, then names or aliases that start
 * with the text, then those containing it (the posting form's picker; "aad" finds Microsoft Entra ID).
 */
export function searchSkills(text: string, limit = 20): Skill[] {
  const query = key(text);
  if (query === '') return SKILLS.slice(0, limit);
  const rank = (s: Skill): number => {
    const names = [s.name, ...s.aliases].map(key);
    if (names.includes(query)) return 0;
    if (names.some((n) => n.startsWith(query))) return 1;
    if (names.some((n) => n.split(/[\s/(),-]+/).some((word) => word.startsWith(query)))) return 2;
    if (names.some((n) => n.includes(query))) return 3;
    return 4;
  };
  return SKILLS.map((s) => ({ s, r: rank(s) }))
    .filter(({ r }) => r < 4)
    .sort((a, b) => a.r - b.r || a.s.name.localeCompare(b.s.name))
    .slice(0, limit)
    .map(({ s }) => s);
}
