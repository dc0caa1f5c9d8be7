import { APPLICATION_STEPS, type CERTIFICATION_COURSES, type DEGREES } from '@careers/shared';

type Degree = (typeof DEGREES)[number];
type CertificationCourse = (typeof CERTIFICATION_COURSES)[number];

/**
 * REC-21 (docs/decisions/035): the made-up people a fresh embedded database starts with, so a newcomer
 * sees a working pipeline: IT experts in India and South-East Asia applying to the demo catalogue's
 * Microsoft 365, Azure, security and compliance openings, and two demo team members who wrote their notes
 * and ratings. Dialling codes are PRO-15's (India +91, Singapore +65, Indonesia +62, Bangladesh +880);
 * the numbers are in no real plan (9000-prefixed), the addresses under `.invalid` (RFC 2606), which no
 * mail ever goes to (platform/mail/mailer.ts). Times are days before (or after) the seed's clock.
 */

/** The domain every demo address is under: `.invalid` can never receive mail (RFC 2606). */
export const DEMO_EMAIL_DOMAIN = 'demo.invalid';

/** `first.last@demo.invalid`, lower-case ASCII. */
export const demoEmail = (firstName: string, lastName: string) =>
  `${`${firstName}.${lastName}`
    .toLowerCase()
    .replace(/\s+/g, '.')
    .replace(/[^a-z.]/g, '')}@${DEMO_EMAIL_DOMAIN}`;

export interface DemoTeamMember {
  firstName: string;
  lastName: string;
  /** Shown in the résumé-free places a team member appears (the notes' author line). */
  title: string;
}

/** The two demo team members: recruiters, deactivated, with a password nobody knows (they never sign in). */
export const DEMO_TEAM = [
  { firstName: 'Meera', lastName: 'Krishnan', title: 'Talent Partner, APAC' },
  { firstName: 'Jonas', lastName: 'Weber', title: 'Delivery Lead, Cloud & Security' },
] as const satisfies readonly DemoTeamMember[];
/** 0: Meera Krishnan, 1: Jonas Weber. */
export type DemoAuthor = 0 | 1;

export interface DemoRole {
  title: string;
  company: string;
  location: string;
  /** yyyy-MM */
  from: string;
  /** yyyy-MM, or null: current. */
  to: string | null;
  /** The résumé's bullets; the first (≤ 200 characters) is the profile's and application's key achievement. */
  highlights: readonly string[];
}

export interface DemoEducation {
  degree: Degree;
  /** The profile's free-text degree, e.g. 'B.Tech, Electronics and Communication'. */
  name: string;
  institution: string;
  from: number;
  to: number;
  specialization: string;
}

export interface DemoCertification {
  course: CertificationCourse;
  /** The certification's own name, e.g. 'AZ-700 Azure Network Engineer Associate'. */
  name: string;
  issuer: string;
  /** yyyy-MM */
  from: string;
  /** yyyy-MM */
  to: string;
}

export interface DemoPerson {
  /** Stable key the applications below refer to. */
  id: string;
  firstName: string;
  lastName: string;
  /** PRO-15 dialling code and a valid mobile of its country (docs/decisions/039). */
  mobile: { code: '+91' | '+65' | '+62' | '+880'; number: string };
  /** The present address (also the permanent one). */
  address: string;
  /** The résumé's line under the name. */
  headline: string;
  summary: string;
  /** Newest first; the first is the current one (the profile's experience). */
  roles: readonly DemoRole[];
  education: DemoEducation;
  certifications: readonly DemoCertification[];
  skills: readonly string[];
  /** REC-10: found by the talent search (consent given). */
  discoverable: boolean;
}

const role = (title: string, company: string, location: string, from: string, to: string | null, ...highlights: string[]): DemoRole => ({
  title,
  company,
  location,
  from,
  to,
  highlights,
});

const azure = (name: string, from: string, to: string): DemoCertification => ({ course: 'azure', name, issuer: 'Microsoft', from, to });
const aws = (name: string, from: string, to: string): DemoCertification => ({
  course: 'aws',
  name,
  issuer: 'Amazon Web Services',
  from,
  to,
});
const gcp = (name: string, from: string, to: string): DemoCertification => ({ course: 'gcp', name, issuer: 'Google Cloud', from, to });

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    id: 'priya-raghunathan',
    firstName: 'Priya',
    lastName: 'Raghunathan',
    mobile: { code: '+91', number: '9000012401' },
    address: 'Indiranagar, Bengaluru, Karnataka, India',
    headline: 'Azure Network Engineer · hybrid connectivity and landing zones',
    summary:
      'Network engineer with nine years in enterprise networks, the last five on Azure. Designs hub-and-spoke and Virtual WAN topologies, ExpressRoute and site-to-site VPN for banks and manufacturers, and automates them with Bicep and Terraform.',
    roles: [
      role(
        'Senior Azure Network Engineer',
        'Infosys',
        'Bengaluru',
        '2021-04',
        null,
        'Built a Virtual WAN with 14 hubs and dual ExpressRoute circuits for a European insurer; failover tested quarterly.',
        'Replaced 60 legacy firewalls with Azure Firewall Premium and policy-as-code in Terraform.',
        'Led the private DNS design (Private Resolver, conditional forwarding) for 300 private endpoints.',
      ),
      role(
        'Network Engineer',
        'Tata Communications',
        'Chennai',
        '2016-07',
        '2021-03',
        'Ran MPLS and SD-WAN for 120 branch offices; cut the mean time to repair from 6 to 2 hours.',
        'Moved the first customer data centres to Azure over site-to-site VPN.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'B.E., Electronics and Communication',
      institution: 'PSG College of Technology, Coimbatore',
      from: 2012,
      to: 2016,
      specialization: 'Computer networks',
    },
    certifications: [
      azure('AZ-700 Azure Network Engineer Associate', '2022-03', '2026-03'),
      azure('AZ-104 Azure Administrator Associate', '2021-06', '2025-06'),
    ],
    skills: ['Azure Virtual WAN', 'ExpressRoute', 'Azure Firewall', 'BGP', 'Private DNS', 'Terraform', 'Bicep'],
    discoverable: true,
  },
  {
    id: 'arjun-mehta',
    firstName: 'Arjun',
    lastName: 'Mehta',
    mobile: { code: '+91', number: '9000012402' },
    address: 'Baner, Pune, Maharashtra, India',
    headline: 'Cloud Infrastructure Engineer · Azure networking and security',
    summary:
      'Infrastructure engineer who moved from Cisco data-centre networks to Azure. Comfortable with routing, firewalls and identity, and with the change management of regulated customers.',
    roles: [
      role(
        'Cloud Infrastructure Engineer',
        'Persistent Systems',
        'Pune',
        '2020-09',
        null,
        'Connected 40 subscriptions to an on-premises core over ExpressRoute Global Reach for a pharma client.',
        'Wrote the NSG and route-table baseline adopted across the account (Azure Policy, deny by default).',
      ),
      role(
        'Network Administrator',
        'KPIT Technologies',
        'Pune',
        '2017-01',
        '2020-08',
        'Ran Cisco Nexus and ASA estates in two data centres; migrated both to a new colocation without downtime.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'B.Tech, Information Technology',
      institution: 'College of Engineering Pune',
      from: 2012,
      to: 2016,
      specialization: 'Information technology',
    },
    certifications: [azure('AZ-700 Azure Network Engineer Associate', '2023-01', '2027-01')],
    skills: ['ExpressRoute', 'Azure Policy', 'Cisco Nexus', 'Palo Alto', 'Network security groups', 'PowerShell'],
    discoverable: true,
  },
  {
    id: 'kavya-nair',
    firstName: 'Kavya',
    lastName: 'Nair',
    mobile: { code: '+91', number: '9000012403' },
    address: 'Kakkanad, Kochi, Kerala, India',
    headline: 'Microsoft 365 Consultant · Exchange Online and tenant-to-tenant migrations',
    summary:
      'Microsoft 365 consultant with seven years of Exchange and Teams projects. Has run tenant-to-tenant migrations after mergers and writes the runbooks operations teams keep using.',
    roles: [
      role(
        'Microsoft 365 Consultant',
        'UST',
        'Kochi',
        '2021-02',
        null,
        'Moved 18,000 mailboxes and 4 TB of OneDrive data between tenants after a merger, in five waves.',
        'Set up cross-tenant Teams federation and shared channels for the transition period.',
      ),
      role(
        'Messaging Engineer',
        'IBS Software',
        'Thiruvananthapuram',
        '2017-06',
        '2021-01',
        'Retired three Exchange 2013 servers after a hybrid migration to Exchange Online.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'B.Tech, Computer Science',
      institution: 'College of Engineering Trivandrum',
      from: 2013,
      to: 2017,
      specialization: 'Computer science',
    },
    certifications: [azure('MS-102 Microsoft 365 Administrator Expert', '2023-05', '2026-05')],
    skills: ['Exchange Online', 'Microsoft Teams', 'SharePoint Online', 'BitTitan', 'ShareGate', 'PowerShell'],
    discoverable: true,
  },
  {
    id: 'rohan-deshpande',
    firstName: 'Rohan',
    lastName: 'Deshpande',
    mobile: { code: '+91', number: '9000012404' },
    address: 'Powai, Mumbai, Maharashtra, India',
    headline: 'Azure Solutions Architect · landing zones and hybrid networks',
    summary:
      'Architect with twelve years in infrastructure. Designs Azure landing zones for financial services, with hybrid networking, identity and governance, and leads small delivery teams.',
    roles: [
      role(
        'Azure Solutions Architect',
        'Larsen & Toubro Infotech',
        'Mumbai',
        '2019-05',
        null,
        'Designed the enterprise-scale landing zone of a private bank: 90 subscriptions, hub-and-spoke, Azure Firewall.',
        'Led the network part of a 400-server data-centre exit to Azure in 14 months.',
        'Coaches four engineers; reviewed every Terraform module before release.',
      ),
      role(
        'Infrastructure Lead',
        'Reliance Jio',
        'Navi Mumbai',
        '2014-08',
        '2019-04',
        'Ran VMware and network operations for two data centres with 2,000 virtual machines.',
      ),
    ],
    education: {
      degree: 'masters',
      name: 'M.Tech, Computer Networks',
      institution: 'Veermata Jijabai Technological Institute, Mumbai',
      from: 2012,
      to: 2014,
      specialization: 'Computer networks',
    },
    certifications: [
      azure('AZ-305 Azure Solutions Architect Expert', '2021-09', '2025-09'),
      aws('AWS Certified Advanced Networking – Specialty', '2022-02', '2025-02'),
    ],
    skills: ['Landing zones', 'Hub-and-spoke', 'Azure Firewall', 'Terraform', 'Azure Policy', 'VMware'],
    discoverable: true,
  },
  {
    id: 'sneha-kulkarni',
    firstName: 'Sneha',
    lastName: 'Kulkarni',
    mobile: { code: '+91', number: '9000012405' },
    address: 'Gachibowli, Hyderabad, Telangana, India',
    headline: 'Security Analyst · Microsoft Sentinel and Defender XDR',
    summary:
      'SOC analyst turned detection engineer. Writes KQL analytics rules and playbooks for Microsoft Sentinel and tunes Defender XDR for customers in retail and healthcare.',
    roles: [
      role(
        'Detection Engineer',
        'Wipro',
        'Hyderabad',
        '2022-01',
        null,
        'Wrote 85 Sentinel analytics rules mapped to MITRE ATT&CK; false positives down by half in a quarter.',
        'Automated phishing triage with Logic Apps playbooks, saving the SOC about 30 hours a week.',
      ),
      role(
        'SOC Analyst L2',
        'Tech Mahindra',
        'Hyderabad',
        '2019-07',
        '2021-12',
        'Handled incidents for eight customers on QRadar and, from 2020, Microsoft Sentinel.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'B.Tech, Computer Science',
      institution: 'Jawaharlal Nehru Technological University, Hyderabad',
      from: 2015,
      to: 2019,
      specialization: 'Information security',
    },
    certifications: [azure('SC-200 Security Operations Analyst Associate', '2022-06', '2026-06')],
    skills: ['Microsoft Sentinel', 'KQL', 'Defender XDR', 'Logic Apps', 'MITRE ATT&CK', 'Incident response'],
    discoverable: true,
  },
  {
    id: 'vikram-iyer',
    firstName: 'Vikram',
    lastName: 'Iyer',
    mobile: { code: '+91', number: '9000012406' },
    address: 'Adyar, Chennai, Tamil Nadu, India',
    headline: 'Network Engineer · ExpressRoute, SD-WAN and BGP',
    summary:
      'Network engineer with a service-provider background: BGP, MPLS and SD-WAN. For three years has connected enterprise WANs to Azure and AWS.',
    roles: [
      role(
        'Lead Network Engineer',
        'HCLTech',
        'Chennai',
        '2021-11',
        null,
        'Connected a 300-site SD-WAN to Azure Virtual WAN; designed the BGP communities and route filtering.',
        'Wrote the ExpressRoute failover runbook used by the customer’s network operations centre.',
      ),
      role(
        'Network Engineer',
        'Bharti Airtel',
        'Chennai',
        '2016-03',
        '2021-10',
        'Provisioned MPLS VPNs for enterprise customers; on call for the southern region’s core.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'B.E., Electrical and Electronics',
      institution: 'College of Engineering Guindy, Chennai',
      from: 2011,
      to: 2015,
      specialization: 'Communication systems',
    },
    certifications: [
      azure('AZ-700 Azure Network Engineer Associate', '2022-10', '2026-10'),
      aws('AWS Certified Advanced Networking – Specialty', '2023-04', '2026-04'),
    ],
    skills: ['BGP', 'SD-WAN', 'ExpressRoute', 'MPLS', 'Azure Virtual WAN', 'Python'],
    discoverable: false,
  },
  {
    id: 'ananya-bose',
    firstName: 'Ananya',
    lastName: 'Bose',
    mobile: { code: '+91', number: '9000012407' },
    address: 'Salt Lake, Kolkata, West Bengal, India',
    headline: 'Compliance Consultant · ISO 27001 and SOC 2',
    summary:
      'Information-security compliance consultant. Has taken eleven companies through ISO/IEC 27001 certification and writes policies people actually read.',
    roles: [
      role(
        'Senior GRC Consultant',
        'EY Global Delivery Services',
        'Kolkata',
        '2020-03',
        null,
        'Led ISO/IEC 27001:2022 transitions for six clients; all passed the stage 2 audit first time.',
        'Built a control library mapping ISO 27001, SOC 2 and DORA, now the team’s default.',
      ),
      role(
        'IT Auditor',
        'Deloitte',
        'Kolkata',
        '2016-08',
        '2020-02',
        'Audited IT general controls for listed companies; wrote the findings and the follow-up plans.',
      ),
    ],
    education: {
      degree: 'masters',
      name: 'MBA, Information Systems',
      institution: 'Indian Institute of Management Calcutta',
      from: 2014,
      to: 2016,
      specialization: 'Information systems',
    },
    certifications: [azure('SC-900 Security, Compliance and Identity Fundamentals', '2022-01', '2027-01')],
    skills: ['ISO/IEC 27001', 'SOC 2', 'Risk assessment', 'Policy writing', 'Internal audit', 'DORA'],
    discoverable: true,
  },
  {
    id: 'karthik-subramanian',
    firstName: 'Karthik',
    lastName: 'Subramanian',
    mobile: { code: '+91', number: '9000012408' },
    address: 'Velachery, Chennai, Tamil Nadu, India',
    headline: 'Platform Engineer · AKS, GitOps and Terraform',
    summary:
      'Platform engineer who runs Kubernetes in production: AKS clusters, GitOps with Flux, and the guard rails that let product teams deploy on their own.',
    roles: [
      role(
        'Platform Engineer',
        'Freshworks',
        'Chennai',
        '2021-06',
        null,
        'Runs 22 AKS clusters with Flux and Azure Policy for Kubernetes; upgrades now take a day, not a sprint.',
        'Cut the cluster cost by 35 % with spot node pools and the cluster autoscaler.',
      ),
      role(
        'DevOps Engineer',
        'Zoho',
        'Chennai',
        '2018-07',
        '2021-05',
        'Moved 40 services from virtual machines to containers with Helm charts and Jenkins pipelines.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'B.Tech, Information Technology',
      institution: 'SSN College of Engineering, Chennai',
      from: 2014,
      to: 2018,
      specialization: 'Distributed systems',
    },
    certifications: [
      azure('AZ-400 DevOps Engineer Expert', '2022-08', '2026-08'),
      gcp('Professional Cloud DevOps Engineer', '2023-03', '2025-03'),
    ],
    skills: ['AKS', 'Flux', 'Helm', 'Terraform', 'Azure Policy', 'Prometheus'],
    discoverable: true,
  },
  {
    id: 'meghna-joshi',
    firstName: 'Meghna',
    lastName: 'Joshi',
    mobile: { code: '+91', number: '9000012409' },
    address: 'Satellite, Ahmedabad, Gujarat, India',
    headline: 'Endpoint Engineer · Intune and Autopilot',
    summary:
      'Endpoint engineer who moved a manufacturer from Configuration Manager to Intune. Knows Autopilot, compliance policies and Conditional Access inside out.',
    roles: [
      role(
        'Endpoint Management Engineer',
        'Adani Digital Labs',
        'Ahmedabad',
        '2022-04',
        null,
        'Enrolled 9,000 Windows devices with Autopilot; a new laptop is ready in 40 minutes.',
        'Wrote the compliance and Conditional Access baseline for corporate and personal devices.',
      ),
      role(
        'Desktop Engineer',
        'Torrent Pharma',
        'Ahmedabad',
        '2018-09',
        '2022-03',
        'Packaged 150 applications for Configuration Manager and later for Intune.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'B.E., Computer Engineering',
      institution: 'L.D. College of Engineering, Ahmedabad',
      from: 2014,
      to: 2018,
      specialization: 'Computer engineering',
    },
    certifications: [azure('MD-102 Endpoint Administrator Associate', '2023-02', '2026-02')],
    skills: ['Microsoft Intune', 'Windows Autopilot', 'Conditional Access', 'Configuration Manager', 'PowerShell'],
    discoverable: false,
  },
  {
    id: 'farhan-qureshi',
    firstName: 'Farhan',
    lastName: 'Qureshi',
    mobile: { code: '+91', number: '9000012410' },
    address: 'Banjara Hills, Hyderabad, Telangana, India',
    headline: 'Cloud Migration Consultant · Azure Migrate and Microsoft 365',
    summary:
      'Migration consultant who has moved servers, databases and mailboxes to Microsoft clouds for ten years. Plans waves, runs cut-overs at night and writes the lessons down.',
    roles: [
      role(
        'Cloud Migration Consultant',
        'Cognizant',
        'Hyderabad',
        '2019-10',
        null,
        'Ran the migration of 650 servers to Azure with Azure Migrate in 11 waves, none rolled back.',
        'Moved 25,000 mailboxes from Google Workspace to Exchange Online for a university.',
      ),
      role(
        'Systems Engineer',
        'Accenture',
        'Hyderabad',
        '2014-07',
        '2019-09',
        'Ran Windows Server and Active Directory for a global retailer; led the 2008 R2 retirement.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'B.Tech, Electronics and Communication',
      institution: 'Osmania University, Hyderabad',
      from: 2010,
      to: 2014,
      specialization: 'Electronics',
    },
    certifications: [
      azure('AZ-104 Azure Administrator Associate', '2020-05', '2025-05'),
      azure('MS-102 Microsoft 365 Administrator Expert', '2022-11', '2026-11'),
    ],
    skills: ['Azure Migrate', 'Exchange Online', 'Active Directory', 'Windows Server', 'Wave planning'],
    discoverable: true,
  },
  {
    id: 'divya-menon',
    firstName: 'Divya',
    lastName: 'Menon',
    mobile: { code: '+91', number: '9000012411' },
    address: 'Whitefield, Bengaluru, Karnataka, India',
    headline: 'Data Governance Specialist · Microsoft Purview',
    summary:
      'Data governance specialist: sensitivity labels, data loss prevention and records management with Microsoft Purview, for companies that must answer to GDPR and DPDP.',
    roles: [
      role(
        'Data Governance Specialist',
        'Mindtree',
        'Bengaluru',
        '2021-08',
        null,
        'Rolled out sensitivity labels and DLP to 30,000 users at a European bank without blocking work.',
        'Designed the retention schedule in Purview Records Management with the legal team.',
      ),
      role(
        'Information Protection Analyst',
        'Accenture',
        'Bengaluru',
        '2018-06',
        '2021-07',
        'Ran Azure Information Protection for three clients; classified 12 million files.',
      ),
    ],
    education: {
      degree: 'masters',
      name: 'M.Sc., Information Security',
      institution: 'Amrita Vishwa Vidyapeetham, Coimbatore',
      from: 2016,
      to: 2018,
      specialization: 'Information security',
    },
    certifications: [azure('SC-400 Information Protection and Compliance Administrator', '2022-09', '2026-09')],
    skills: ['Microsoft Purview', 'Sensitivity labels', 'DLP', 'Records management', 'GDPR', 'eDiscovery'],
    discoverable: true,
  },
  {
    id: 'aditya-rao',
    firstName: 'Aditya',
    lastName: 'Rao',
    mobile: { code: '+91', number: '9000012412' },
    address: 'HSR Layout, Bengaluru, Karnataka, India',
    headline: 'DevOps Engineer · Terraform, Bicep and Azure DevOps',
    summary:
      'DevOps engineer who treats infrastructure as software: Terraform and Bicep modules with tests, pipelines in Azure DevOps and GitHub Actions, and dashboards people look at.',
    roles: [
      role(
        'Senior DevOps Engineer',
        'Razorpay',
        'Bengaluru',
        '2022-02',
        null,
        'Wrote the Terraform module library (42 modules, tested with Terratest) every team now starts from.',
        'Moved 300 pipelines from Jenkins to GitHub Actions with reusable workflows.',
      ),
      role(
        'DevOps Engineer',
        'Mphasis',
        'Bengaluru',
        '2018-01',
        '2022-01',
        'Built Azure DevOps release pipelines with approvals and rollbacks for a US insurer.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'B.E., Computer Science',
      institution: 'RV College of Engineering, Bengaluru',
      from: 2013,
      to: 2017,
      specialization: 'Computer science',
    },
    certifications: [azure('AZ-400 DevOps Engineer Expert', '2021-12', '2025-12')],
    skills: ['Terraform', 'Bicep', 'Azure DevOps', 'GitHub Actions', 'Terratest', 'Kubernetes'],
    discoverable: false,
  },
  {
    id: 'nikhil-chauhan',
    firstName: 'Nikhil',
    lastName: 'Chauhan',
    mobile: { code: '+91', number: '9000012413' },
    address: 'Sector 44, Gurugram, Haryana, India',
    headline: 'Network Security Engineer · Azure Firewall and zero trust',
    summary:
      'Network security engineer. Builds segmentation and inspection for Azure and on-premises networks and takes zero-trust ideas from slides to firewall rules.',
    roles: [
      role(
        'Network Security Engineer',
        'Genpact',
        'Gurugram',
        '2020-11',
        null,
        'Replaced flat VNets with micro-segmentation and Azure Firewall Premium TLS inspection for 250 workloads.',
        'Introduced Private Link for all PaaS services; no public endpoints left.',
      ),
      role(
        'Firewall Engineer',
        'NIIT Technologies',
        'Noida',
        '2016-06',
        '2020-10',
        'Managed Check Point and Fortinet clusters for six customers.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'B.Tech, Computer Science',
      institution: 'Delhi Technological University',
      from: 2012,
      to: 2016,
      specialization: 'Network security',
    },
    certifications: [
      azure('AZ-500 Azure Security Engineer Associate', '2021-08', '2025-08'),
      azure('AZ-700 Azure Network Engineer Associate', '2023-06', '2027-06'),
    ],
    skills: ['Azure Firewall', 'Private Link', 'Zero trust', 'Fortinet', 'Check Point', 'Terraform'],
    discoverable: true,
  },
  {
    id: 'lakshmi-venkatesh',
    firstName: 'Lakshmi',
    lastName: 'Venkatesh',
    mobile: { code: '+91', number: '9000012414' },
    address: 'RS Puram, Coimbatore, Tamil Nadu, India',
    headline: 'GRC Analyst · ISO 27001, risk and vendor assessments',
    summary:
      'GRC analyst who keeps the ISMS running between audits: risk registers, supplier reviews, internal audits and the evidence auditors ask for.',
    roles: [
      role(
        'GRC Analyst',
        'Bosch Global Software Technologies',
        'Coimbatore',
        '2021-01',
        null,
        'Runs the risk register and the supplier security reviews (180 suppliers a year).',
        'Prepared the evidence for two ISO/IEC 27001 surveillance audits with no major finding.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'B.Sc., Computer Science',
      institution: 'PSG College of Arts and Science, Coimbatore',
      from: 2017,
      to: 2020,
      specialization: 'Computer science',
    },
    certifications: [azure('SC-900 Security, Compliance and Identity Fundamentals', '2021-05', '2026-05')],
    skills: ['ISO/IEC 27001', 'Risk management', 'Vendor assessment', 'Internal audit', 'OneTrust'],
    discoverable: false,
  },
  {
    id: 'maria-santos',
    firstName: 'Maria',
    lastName: 'Santos',
    mobile: { code: '+65', number: '90012415' },
    address: 'Tampines, Singapore',
    headline: 'Microsoft 365 Migration Specialist · Exchange, SharePoint and Teams',
    summary:
      'Migration specialist from Manila, in Singapore since 2020. Moves mail, files and Teams between tenants and from Google Workspace, with the user communication that makes it go smoothly.',
    roles: [
      role(
        'Microsoft 365 Migration Specialist',
        'NCS Group',
        'Singapore',
        '2020-08',
        null,
        'Migrated 12 government agencies’ file shares to SharePoint Online (60 TB) with ShareGate.',
        'Wrote the user-facing guides and ran 40 drop-in sessions during the cut-overs.',
      ),
      role(
        'Systems Administrator',
        'Globe Telecom',
        'Manila',
        '2016-05',
        '2020-07',
        'Ran Exchange 2016 and the hybrid configuration to Exchange Online.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'B.S., Information Technology',
      institution: 'University of Santo Tomas, Manila',
      from: 2012,
      to: 2016,
      specialization: 'Information technology',
    },
    certifications: [azure('MS-102 Microsoft 365 Administrator Expert', '2023-08', '2026-08')],
    skills: ['SharePoint Online', 'Exchange Online', 'Microsoft Teams', 'ShareGate', 'Change management'],
    discoverable: true,
  },
  {
    id: 'mai-nguyen',
    firstName: 'Mai',
    lastName: 'Nguyen',
    mobile: { code: '+65', number: '90012416' },
    address: 'Queenstown, Singapore',
    headline: 'Azure Cloud Engineer · hybrid networking and Azure Arc',
    summary:
      'Cloud engineer from Ho Chi Minh City, based in Singapore. Connects on-premises estates to Azure and manages them together with Azure Arc.',
    roles: [
      role(
        'Azure Cloud Engineer',
        'Accenture',
        'Singapore',
        '2022-03',
        null,
        'Built the hybrid network of a logistics company: two ExpressRoute circuits, Route Server and NVAs.',
        'Brought 1,200 on-premises servers under Azure Arc for patching and policy.',
      ),
      role(
        'System Engineer',
        'FPT Software',
        'Ho Chi Minh City',
        '2018-07',
        '2022-02',
        'Ran Windows and Linux servers for Japanese customers; first Azure migrations in 2020.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'B.Eng., Computer Engineering',
      institution: 'Ho Chi Minh City University of Technology',
      from: 2014,
      to: 2018,
      specialization: 'Computer engineering',
    },
    certifications: [
      azure('AZ-700 Azure Network Engineer Associate', '2023-09', '2027-09'),
      azure('AZ-104 Azure Administrator Associate', '2022-05', '2026-05'),
    ],
    skills: ['ExpressRoute', 'Azure Route Server', 'Azure Arc', 'Linux', 'Windows Server', 'Bicep'],
    discoverable: true,
  },
  {
    id: 'wei-jie-tan',
    firstName: 'Wei Jie',
    lastName: 'Tan',
    mobile: { code: '+65', number: '90012417' },
    address: 'Bishan, Singapore',
    headline: 'Security Engineer · Microsoft Sentinel and identity protection',
    summary:
      'Security engineer in financial services. Runs Sentinel, Entra ID Protection and privileged access, and enjoys turning incidents into better detections.',
    roles: [
      role(
        'Security Engineer',
        'DBS Bank',
        'Singapore',
        '2021-10',
        null,
        'Onboarded 70 log sources to Microsoft Sentinel and wrote the detection catalogue for identity attacks.',
        'Rolled out Privileged Identity Management for 400 administrators.',
      ),
      role(
        'Cyber Security Analyst',
        'Ensign InfoSecurity',
        'Singapore',
        '2018-01',
        '2021-09',
        'Hunted threats and handled incidents for critical-infrastructure customers.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'B.Comp., Information Security',
      institution: 'National University of Singapore',
      from: 2014,
      to: 2017,
      specialization: 'Information security',
    },
    certifications: [
      azure('SC-200 Security Operations Analyst Associate', '2022-04', '2026-04'),
      azure('SC-300 Identity and Access Administrator Associate', '2023-02', '2026-02'),
    ],
    skills: ['Microsoft Sentinel', 'Entra ID Protection', 'PIM', 'KQL', 'Threat hunting'],
    discoverable: false,
  },
  {
    id: 'nurul-aisyah-rahman',
    firstName: 'Nurul Aisyah',
    lastName: 'Rahman',
    mobile: { code: '+65', number: '90012418' },
    address: 'Woodlands, Singapore',
    headline: 'Compliance Consultant · ISO 27001, PDPA and cloud controls',
    summary:
      'Compliance consultant from Johor Bahru working in Singapore. Maps cloud controls to ISO/IEC 27001, MAS TRM and PDPA, and prepares teams for their audits.',
    roles: [
      role(
        'Compliance Consultant',
        'PwC Singapore',
        'Singapore',
        '2021-05',
        null,
        'Prepared four fintechs for ISO/IEC 27001 certification and MAS TRM reviews.',
        'Wrote the Azure control mapping (Defender for Cloud regulatory compliance) used by the practice.',
      ),
      role(
        'IT Risk Analyst',
        'Maybank',
        'Kuala Lumpur',
        '2018-02',
        '2021-04',
        'Assessed IT risks of new products and outsourcing arrangements.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'B.Sc., Computer Science',
      institution: 'Universiti Teknologi Malaysia, Johor',
      from: 2013,
      to: 2017,
      specialization: 'Information assurance',
    },
    certifications: [azure('SC-900 Security, Compliance and Identity Fundamentals', '2022-07', '2027-07')],
    skills: ['ISO/IEC 27001', 'MAS TRM', 'PDPA', 'Defender for Cloud', 'Risk assessment'],
    discoverable: true,
  },
  {
    id: 'budi-santoso',
    firstName: 'Budi',
    lastName: 'Santoso',
    mobile: { code: '+62', number: '8120012419' },
    address: 'Kebayoran Baru, Jakarta, Indonesia',
    headline: 'Infrastructure Engineer · Windows Server, Hyper-V and Azure Stack HCI',
    summary:
      'Infrastructure engineer with eleven years of Windows Server and virtualisation. Runs Hyper-V and Azure Stack HCI clusters and the backups behind them.',
    roles: [
      role(
        'Senior Infrastructure Engineer',
        'Telkomsigma',
        'Jakarta',
        '2019-01',
        null,
        'Built eight Azure Stack HCI clusters for branch sites; all managed from Azure Arc.',
        'Moved 500 VMware virtual machines to Hyper-V with no unplanned downtime.',
      ),
      role(
        'Systems Engineer',
        'Bank Mandiri',
        'Jakarta',
        '2014-03',
        '2018-12',
        'Ran Active Directory, Hyper-V and backup for 140 branches.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'S.Kom., Informatics',
      institution: 'Institut Teknologi Bandung',
      from: 2009,
      to: 2013,
      specialization: 'Informatics',
    },
    certifications: [azure('AZ-800 Windows Server Hybrid Administrator Associate', '2023-03', '2026-03')],
    skills: ['Hyper-V', 'Azure Stack HCI', 'Windows Server', 'Active Directory', 'Veeam', 'Azure Arc'],
    discoverable: true,
  },
  {
    id: 'putri-lestari',
    firstName: 'Putri',
    lastName: 'Lestari',
    mobile: { code: '+62', number: '8120012420' },
    address: 'Dago, Bandung, West Java, Indonesia',
    headline: 'Cloud Engineer · Azure and AWS landing zones',
    summary: 'Cloud engineer at home in Azure and AWS. Builds landing zones and shared networks and writes the Terraform behind them.',
    roles: [
      role(
        'Cloud Engineer',
        'GoTo Financial',
        'Jakarta (remote from Bandung)',
        '2022-06',
        null,
        'Built the Azure landing zone for a new payments product alongside the existing AWS estate.',
        'Connected Azure and AWS over site-to-site VPN with BGP; documented the routing.',
      ),
      role(
        'Junior Cloud Engineer',
        'Telkom Indonesia',
        'Bandung',
        '2020-01',
        '2022-05',
        'Automated virtual machine builds with Packer and Ansible.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'S.T., Telecommunication Engineering',
      institution: 'Telkom University, Bandung',
      from: 2015,
      to: 2019,
      specialization: 'Telecommunication networks',
    },
    certifications: [
      azure('AZ-104 Azure Administrator Associate', '2022-09', '2026-09'),
      aws('AWS Certified Solutions Architect – Associate', '2021-11', '2024-11'),
    ],
    skills: ['Terraform', 'Azure', 'AWS', 'BGP', 'Ansible', 'Packer'],
    discoverable: false,
  },
  {
    id: 'rizky-pratama',
    firstName: 'Rizky',
    lastName: 'Pratama',
    mobile: { code: '+62', number: '8120012421' },
    address: 'Gubeng, Surabaya, East Java, Indonesia',
    headline: 'Kubernetes Engineer · AKS, Istio and observability',
    summary: 'Kubernetes engineer who cares about what happens after the deploy: service mesh, tracing and on-call that lets people sleep.',
    roles: [
      role(
        'Site Reliability Engineer',
        'Tokopedia',
        'Jakarta (remote from Surabaya)',
        '2021-09',
        null,
        'Ran the Istio mesh for 500 services; rolled out mTLS everywhere without an outage.',
        'Built the tracing pipeline with OpenTelemetry; the median incident is found in 8 minutes.',
      ),
      role(
        'DevOps Engineer',
        'Bukalapak',
        'Jakarta',
        '2019-02',
        '2021-08',
        'Moved the search services to Kubernetes with Helm and Argo CD.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'S.Kom., Computer Science',
      institution: 'Institut Teknologi Sepuluh Nopember, Surabaya',
      from: 2014,
      to: 2018,
      specialization: 'Computer science',
    },
    certifications: [
      gcp('Professional Cloud Architect', '2022-10', '2024-10'),
      azure('AZ-104 Azure Administrator Associate', '2023-11', '2026-11'),
    ],
    skills: ['Kubernetes', 'AKS', 'Istio', 'OpenTelemetry', 'Argo CD', 'Go'],
    discoverable: true,
  },
  {
    id: 'tanvir-hossain',
    firstName: 'Tanvir',
    lastName: 'Hossain',
    mobile: { code: '+880', number: '1700012422' },
    address: 'Gulshan, Dhaka, Bangladesh',
    headline: 'Azure Networking Engineer · Virtual WAN and Azure Firewall',
    summary: 'Network engineer from Dhaka with six years on enterprise and Azure networks, freelancing for European customers since 2023.',
    roles: [
      role(
        'Freelance Azure Network Engineer',
        'Self-employed',
        'Dhaka (remote)',
        '2023-01',
        null,
        'Designed and built Virtual WAN networks for three mid-sized European companies.',
        'Migrated a customer from third-party NVAs to Azure Firewall with Firewall Manager.',
      ),
      role(
        'Network Engineer',
        'Grameenphone',
        'Dhaka',
        '2018-04',
        '2022-12',
        'Ran the enterprise data network and the first Azure connectivity for corporate customers.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'B.Sc., Electrical and Electronic Engineering',
      institution: 'Bangladesh University of Engineering and Technology',
      from: 2013,
      to: 2017,
      specialization: 'Communication engineering',
    },
    certifications: [azure('AZ-700 Azure Network Engineer Associate', '2023-05', '2027-05')],
    skills: ['Azure Virtual WAN', 'Azure Firewall', 'Firewall Manager', 'BGP', 'Bicep'],
    discoverable: true,
  },
  {
    id: 'ramesh-pillai',
    firstName: 'Ramesh',
    lastName: 'Pillai',
    mobile: { code: '+91', number: '9000012423' },
    address: 'Kowdiar, Thiruvananthapuram, Kerala, India',
    headline: 'Windows Server and Hyper-V Engineer · hybrid identity',
    summary:
      'Windows infrastructure engineer with fourteen years of Active Directory, Hyper-V and hybrid identity with Entra Connect. Calm in a data-centre move.',
    roles: [
      role(
        'Infrastructure Specialist',
        'Tata Consultancy Services',
        'Thiruvananthapuram',
        '2015-06',
        null,
        'Consolidated 11 Active Directory forests into one for a European manufacturer.',
        'Runs Entra Connect and pass-through authentication for 45,000 users.',
      ),
      role(
        'Systems Administrator',
        'Technopark (UST)',
        'Thiruvananthapuram',
        '2011-01',
        '2015-05',
        'Ran Windows Server, Hyper-V and SCCM for the delivery centre.',
      ),
    ],
    education: {
      degree: 'bachelors',
      name: 'B.Tech, Computer Science',
      institution: 'College of Engineering Trivandrum',
      from: 2006,
      to: 2010,
      specialization: 'Computer science',
    },
    certifications: [azure('AZ-800 Windows Server Hybrid Administrator Associate', '2022-12', '2025-12')],
    skills: ['Active Directory', 'Entra Connect', 'Hyper-V', 'Windows Server', 'Group Policy', 'PowerShell'],
    discoverable: true,
  },
  {
    id: 'shreya-banerjee',
    firstName: 'Shreya',
    lastName: 'Banerjee',
    mobile: { code: '+91', number: '9000012424' },
    address: 'Kharadi, Pune, Maharashtra, India',
    headline: 'SOC Engineer · Microsoft Sentinel and Defender for Cloud',
    summary:
      'SOC engineer who builds the plumbing: data connectors, workbooks and automation for Microsoft Sentinel, and Defender for Cloud for Azure workloads.',
    roles: [
      role(
        'SOC Engineer',
        'Capgemini',
        'Pune',
        '2022-08',
        null,
        'Onboarded 14 customer tenants to a multi-tenant Sentinel with Azure Lighthouse.',
        'Built the Defender for Cloud secure-score workbook the customers review monthly.',
      ),
      role(
        'Security Analyst',
        'Quick Heal',
        'Pune',
        '2020-06',
        '2022-07',
        'Triaged endpoint alerts and wrote the first detection rules for the managed service.',
      ),
    ],
    education: {
      degree: 'masters',
      name: 'M.Tech, Cyber Security',
      institution: 'Defence Institute of Advanced Technology, Pune',
      from: 2018,
      to: 2020,
      specialization: 'Cyber security',
    },
    certifications: [azure('SC-200 Security Operations Analyst Associate', '2023-01', '2027-01')],
    skills: ['Microsoft Sentinel', 'Azure Lighthouse', 'Defender for Cloud', 'KQL', 'Workbooks'],
    discoverable: true,
  },
];

/** The demo catalogue's openings the demo people applied to (titles from jobs/demo-catalogue.ts). */
export const DEMO_JOB_TITLES = {
  networking: 'Azure Networking & Hybrid Connectivity Engineer',
  aks: 'Kubernetes Platform Engineer (AKS)',
  iso: 'ISO 27001 Compliance Consultant',
  m365: 'Microsoft 365 Migration Consultant',
} as const;
export type DemoJobKey = keyof typeof DEMO_JOB_TITLES;

export interface DemoNote {
  by: DemoAuthor;
  daysAgo: number;
  text: string;
}

export interface DemoApplication {
  person: string;
  job: DemoJobKey;
  /**
   * Days ago each step of APPLICATION_STEPS was reached, from Applied on: [applied, under review, …]. The
   * application is at the last of them unless it `ended`.
   */
  steps: readonly number[];
  /** Ended before Hired: Not selected by a recruiter, or withdrawn by the candidate, that many days ago. */
  ended?: { status: 'not_selected' | 'withdrawn'; daysAgo: number };
  notes?: readonly DemoNote[];
  ratings?: readonly { by: DemoAuthor; stars: 1 | 2 | 3 | 4 | 5 }[];
  /** REC-12: the interview, this many days from now (Interview applications). */
  interviewInDays?: number;
}

/** The application's status from its plan. */
export const demoStatus = (a: DemoApplication) => a.ended?.status ?? APPLICATION_STEPS[a.steps.length - 1] ?? 'applied';

/**
 * The pipeline: the networking opening (posted 38 days ago) has an application at every status; the
 * others fill the dashboard (new applications, stalled ones, interviews this week). Days in step range
 * from 0 to 20, so "days in step" and stalled work show.
 */
export const DEMO_APPLICATIONS: readonly DemoApplication[] = [
  // Azure Networking & Hybrid Connectivity Engineer: every step.
  {
    person: 'tanvir-hossain',
    job: 'networking',
    steps: [1],
  },
  {
    person: 'arjun-mehta',
    job: 'networking',
    steps: [2],
    notes: [{ by: 0, daysAgo: 1, text: 'ExpressRoute Global Reach at scale, exactly our customer’s setup. Screening call next.' }],
  },
  {
    person: 'mai-nguyen',
    job: 'networking',
    steps: [11],
    notes: [{ by: 0, daysAgo: 10, text: 'Strong hybrid profile (Route Server, Arc). Waiting for the hiring manager to look.' }],
  },
  {
    person: 'vikram-iyer',
    job: 'networking',
    steps: [20, 17],
    notes: [
      { by: 0, daysAgo: 17, text: 'BGP and SD-WAN background is rare. Asked Jonas for the technical review.' },
      { by: 1, daysAgo: 16, text: 'On my list; the ExpressRoute failover runbook he mentions is what we need.' },
    ],
    ratings: [{ by: 0, stars: 4 }],
  },
  {
    person: 'nikhil-chauhan',
    job: 'networking',
    steps: [15, 12],
    notes: [{ by: 0, daysAgo: 12, text: 'More security than networking, but Azure Firewall Premium and Private Link fit the project.' }],
    ratings: [{ by: 0, stars: 3 }],
  },
  {
    person: 'putri-lestari',
    job: 'networking',
    steps: [6, 4],
    ratings: [{ by: 1, stars: 3 }],
  },
  {
    person: 'priya-raghunathan',
    job: 'networking',
    steps: [30, 27, 8],
    notes: [
      { by: 0, daysAgo: 27, text: 'Virtual WAN with 14 hubs and dual ExpressRoute. Best match so far.' },
      { by: 1, daysAgo: 9, text: 'Technical screen went very well: clear on routing intent and DNS. Moving to interview.' },
    ],
    ratings: [
      { by: 0, stars: 5 },
      { by: 1, stars: 5 },
    ],
    interviewInDays: 2,
  },
  {
    person: 'rohan-deshpande',
    job: 'networking',
    steps: [33, 29, 6],
    notes: [{ by: 1, daysAgo: 6, text: 'Architect level; could also lead the landing-zone stream. Interview with the customer’s lead.' }],
    ratings: [{ by: 1, stars: 4 }],
    interviewInDays: 5,
  },
  {
    person: 'ramesh-pillai',
    job: 'networking',
    steps: [36, 33, 24, 14],
    notes: [
      { by: 0, daysAgo: 24, text: 'Hybrid identity plus networking: useful for the AD side of the migration.' },
      { by: 1, daysAgo: 14, text: 'Interview done. Offer at the freelance day rate we agreed; start in four weeks.' },
    ],
    ratings: [
      { by: 0, stars: 4 },
      { by: 1, stars: 4 },
    ],
  },
  {
    person: 'budi-santoso',
    job: 'networking',
    steps: [37, 35, 28, 19, 9],
    notes: [
      { by: 1, daysAgo: 19, text: 'Excellent interview; Azure Stack HCI experience is a bonus for the branch sites.' },
      { by: 0, daysAgo: 9, text: 'Offer accepted. Contract signed, starts on the first of next month.' },
    ],
    ratings: [
      { by: 0, stars: 5 },
      { by: 1, stars: 4 },
    ],
  },
  {
    person: 'wei-jie-tan',
    job: 'networking',
    steps: [26, 22],
    ended: { status: 'not_selected', daysAgo: 18 },
    notes: [{ by: 1, daysAgo: 18, text: 'Great security engineer, but the role is mostly routing. Keep in mind for the SOC opening.' }],
    ratings: [{ by: 1, stars: 3 }],
  },
  {
    person: 'karthik-subramanian',
    job: 'networking',
    steps: [25, 21],
    ended: { status: 'withdrawn', daysAgo: 13 },
    notes: [{ by: 0, daysAgo: 13, text: 'Withdrew: prefers the AKS opening, applied there instead.' }],
  },

  // Kubernetes Platform Engineer (AKS).
  {
    person: 'rizky-pratama',
    job: 'aks',
    steps: [3],
  },
  {
    person: 'aditya-rao',
    job: 'aks',
    steps: [16, 14],
    notes: [{ by: 1, daysAgo: 14, text: 'Terraform library work is impressive; less AKS than we hoped. Need a second opinion.' }],
    ratings: [{ by: 1, stars: 3 }],
  },
  {
    person: 'karthik-subramanian',
    job: 'aks',
    steps: [12, 10, 4],
    notes: [
      { by: 0, daysAgo: 10, text: 'Runs 22 AKS clusters with Flux: the profile we described.' },
      { by: 1, daysAgo: 4, text: 'Technical screen passed. Interview with the platform team booked.' },
    ],
    ratings: [
      { by: 0, stars: 4 },
      { by: 1, stars: 5 },
    ],
    interviewInDays: 3,
  },
  {
    person: 'shreya-banerjee',
    job: 'aks',
    steps: [22],
    ended: { status: 'not_selected', daysAgo: 20 },
    notes: [{ by: 0, daysAgo: 20, text: 'Security operations profile, not platform engineering. Told her about the Sentinel role.' }],
    ratings: [{ by: 0, stars: 2 }],
  },

  // ISO 27001 Compliance Consultant.
  {
    person: 'lakshmi-venkatesh',
    job: 'iso',
    steps: [5],
  },
  {
    person: 'divya-menon',
    job: 'iso',
    steps: [19, 16],
    notes: [{ by: 0, daysAgo: 16, text: 'Purview and GDPR strong; less ISMS audit work. Checking references.' }],
  },
  {
    person: 'nurul-aisyah-rahman',
    job: 'iso',
    steps: [21, 18, 7],
    notes: [{ by: 0, daysAgo: 7, text: 'Good fit for the fintech client (MAS TRM). Interview with Jonas.' }],
    ratings: [{ by: 0, stars: 4 }],
    interviewInDays: 4,
  },
  {
    person: 'ananya-bose',
    job: 'iso',
    steps: [24, 22, 15, 5],
    notes: [
      { by: 1, daysAgo: 15, text: 'Eleven certifications led; the control library mapping to DORA is a strong extra.' },
      { by: 0, daysAgo: 5, text: 'Offer sent; she asked for a week to decide.' },
    ],
    ratings: [
      { by: 0, stars: 5 },
      { by: 1, stars: 4 },
    ],
  },
  {
    person: 'sneha-kulkarni',
    job: 'iso',
    steps: [23, 20],
    ended: { status: 'not_selected', daysAgo: 17 },
    notes: [{ by: 0, daysAgo: 17, text: 'Detection engineering rather than ISMS audit work. Pointed her to the Sentinel opening.' }],
  },

  // Microsoft 365 Migration Consultant (posted a week ago): new applications not yet reviewed.
  {
    person: 'maria-santos',
    job: 'm365',
    steps: [0],
  },
  {
    person: 'kavya-nair',
    job: 'm365',
    steps: [2],
  },
  {
    person: 'meghna-joshi',
    job: 'm365',
    steps: [6],
  },
  {
    person: 'farhan-qureshi',
    job: 'm365',
    steps: [6, 3],
    notes: [{ by: 0, daysAgo: 3, text: 'Google Workspace to Exchange Online for 25,000 users: exactly this project.' }],
    ratings: [{ by: 0, stars: 5 }],
  },
];
