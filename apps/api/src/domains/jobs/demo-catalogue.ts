import type { PayRange } from '@careers/shared';

/** Demo catalogue loaded on first start with the embedded database (OPS-1) and by `npm run db:seed`. */
export interface DemoJob {
  title: string;
  isRemote: boolean;
  jobType: 'Freelance' | 'Part-time' | 'Full-time';
  department: string;
  category: 'Microsoft Cloud' | 'Security' | 'Devops' | 'Infrastructure experts';
  location: string;
  description: string;
  postedDaysAgo: number;
  closesInDays: number | null;
  /** PUB-18's terms (pay in minor units; the start is days from the seed's today, null as soon as possible). */
  terms: DemoJobTerms;
}

export interface DemoJobTerms {
  pay: PayRange;
  startsInDays: number | null;
  durationMonths: number | null;
  hoursPerWeek: number;
  remoteCountries: string[];
  cetOverlapHours: number;
  skillsRequired: string[];
  skillsNice: string[];
}

export const DEMO_JOBS: readonly DemoJob[] = [
  {
    title: 'Senior Azure Cloud Architect',
    isRemote: true,
    jobType: 'Freelance',
    department: 'Cloud Engineering',
    category: 'Microsoft Cloud',
    location: 'Remote (India)',
    description:
      '<p>Design the Azure landing zone for a Swiss private bank moving its core workloads out of two on-premises data centres. ' +
      'You will own the target architecture and guide a mixed team of client engineers and Northwind freelancers.</p>' +
      '<h3>Responsibilities</h3><ul>' +
      '<li>Define the landing zone, management group and subscription model based on the Cloud Adoption Framework</li>' +
      '<li>Design hub-and-spoke networking, Private Link and ExpressRoute connectivity</li>' +
      '<li>Produce architecture decision records and review them with the bank security office</li>' +
      '<li>Map controls to FINMA outsourcing rules and GDPR data residency requirements</li>' +
      '<li>Coach engineers on Azure Policy, tagging and cost governance</li>' +
      '</ul>' +
      '<h3>Requirements</h3><ul>' +
      '<li>8+ years in infrastructure, at least 4 of them designing on Azure</li>' +
      '<li><strong>AZ-305</strong> (Azure Solutions Architect Expert) is mandatory</li>' +
      '<li>Hands-on experience with regulated customers (banking, insurance or healthcare)</li>' +
      '<li>Solid understanding of identity, networking and encryption in Azure</li>' +
      '<li>Fluent written and spoken English</li>' +
      '</ul>' +
      '<h3>Engagement terms</h3><ul>' +
      '<li>Duration: 6 months, extendable</li>' +
      '<li>Billing: hourly rate, invoiced monthly</li>' +
      '<li>At least 4 hours overlap with CET business hours</li>' +
      '<li>Remote-first; no travel required</li>' +
      '<li>Payment within 15 days of invoice</li>' +
      '</ul>',
    postedDaysAgo: 3,
    closesInDays: 60,
    terms: {
      pay: { min: 65_000, max: 80_000, currency: 'EUR', unit: 'day' },
      startsInDays: 30,
      durationMonths: 6,
      hoursPerWeek: 40,
      remoteCountries: ['IN', 'LK'],
      cetOverlapHours: 4,
      skillsRequired: ['azure-landing-zones', 'azure-networking', 'azure-policy', 'entra-id'],
      skillsNice: ['bicep', 'expressroute'],
    },
  },
  {
    title: 'Microsoft 365 Migration Consultant',
    isRemote: true,
    jobType: 'Freelance',
    department: 'Modern Work',
    category: 'Microsoft Cloud',
    location: 'Remote (Southeast Asia)',
    description:
      '<p>Lead the tenant-to-tenant Microsoft 365 migration for a German manufacturer after the acquisition of a competitor. ' +
      'Around 4,500 mailboxes, OneDrive accounts and Teams workspaces move in planned waves.</p>' +
      '<h3>Responsibilities</h3><ul>' +
      '<li>Plan migration waves for Exchange Online, OneDrive, SharePoint and Teams</li>' +
      '<li>Run and monitor migration tooling (ShareGate, BitTitan or native tools)</li>' +
      '<li>Handle domain cut-over, mail flow and coexistence scenarios</li>' +
      '<li>Write runbooks and end-user communication in English</li>' +
      '<li>Provide hypercare support after each wave</li>' +
      '</ul>' +
      '<h3>Requirements</h3><ul>' +
      '<li>At least 3 completed Microsoft 365 tenant migrations</li>' +
      '<li><strong>MS-102</strong> (Microsoft 365 Administrator) or equivalent experience</li>' +
      '<li>Strong PowerShell skills, including Exchange Online and Microsoft Graph modules</li>' +
      '<li>Understanding of Entra ID Connect and hybrid identity</li>' +
      '<li>German language skills are a plus, <em>not required</em></li>' +
      '</ul>' +
      '<h3>Engagement terms</h3><ul>' +
      '<li>Duration: 4 months, with a likely extension for a second phase</li>' +
      '<li>Billing: monthly retainer</li>' +
      '<li>Overlap with CET mornings; some weekend cut-over windows</li>' +
      '<li>Remote-first</li>' +
      '<li>Payment within 30 days of invoice</li>' +
      '</ul>',
    postedDaysAgo: 7,
    closesInDays: 45,
    terms: {
      pay: { min: 45_000, max: 55_000, currency: 'EUR', unit: 'day' },
      startsInDays: 21,
      durationMonths: 4,
      hoursPerWeek: 40,
      remoteCountries: ['PH', 'VN', 'MY', 'ID', 'TH'],
      cetOverlapHours: 3,
      skillsRequired: ['microsoft-365', 'exchange-online', 'tenant-migration', 'powershell'],
      skillsNice: ['sharepoint-online', 'microsoft-teams'],
    },
  },
  {
    title: 'Intune & Endpoint Management Engineer',
    isRemote: true,
    jobType: 'Part-time',
    department: 'Modern Work',
    category: 'Microsoft Cloud',
    location: 'Remote (APAC, EU hours overlap)',
    description:
      '<p>Modernise device management for an insurance group in Switzerland and Austria by moving 3,000 laptops from SCCM to Microsoft Intune. ' +
      'This is a part-time role of around 20 hours per week.</p>' +
      '<h3>Responsibilities</h3><ul>' +
      '<li>Design Autopilot enrolment and compliance policies</li>' +
      '<li>Package and deploy Win32 apps and configuration profiles</li>' +
      '<li>Implement Conditional Access together with the identity team</li>' +
      '<li>Set up Windows Update for Business rings and reporting</li>' +
      '<li>Document the baseline against CIS benchmarks</li>' +
      '</ul>' +
      '<h3>Requirements</h3><ul>' +
      '<li>3+ years of hands-on Intune experience in enterprise environments</li>' +
      '<li><strong>MD-102</strong> (Endpoint Administrator) certification</li>' +
      '<li>Experience with co-management and SCCM migration</li>' +
      '<li>Good PowerShell scripting for remediation scripts</li>' +
      '<li>Clear written English for documentation</li>' +
      '</ul>' +
      '<h3>Engagement terms</h3><ul>' +
      '<li>Duration: 6 months, part-time (about 20 hours per week)</li>' +
      '<li>Billing: hourly, invoiced monthly</li>' +
      '<li>Availability for a daily stand-up at 09:00 CET</li>' +
      '<li>Remote-first</li>' +
      '<li>Payment within 15 days of invoice</li>' +
      '</ul>',
    postedDaysAgo: 12,
    closesInDays: 30,
    terms: {
      pay: { min: 5_500, max: 7_000, currency: 'EUR', unit: 'hour' },
      startsInDays: 14,
      durationMonths: 6,
      hoursPerWeek: 20,
      remoteCountries: ['IN', 'PH', 'VN', 'MY', 'ID', 'TH', 'LK'],
      cetOverlapHours: 2,
      skillsRequired: ['intune', 'autopilot', 'entra-conditional-access'],
      skillsNice: ['defender-endpoint', 'powershell'],
    },
  },
  {
    title: 'Azure Data Platform Engineer (Fabric, Synapse)',
    isRemote: false,
    jobType: 'Full-time',
    department: 'Data & AI',
    category: 'Microsoft Cloud',
    location: 'Zurich, Switzerland (hybrid)',
    description:
      '<p>Build a governed analytics platform on Microsoft Fabric for a Swiss bank and its wealth management division. ' +
      'This is a permanent role based in our Zurich office, with two to three days on site per week.</p>' +
      '<h3>Responsibilities</h3><ul>' +
      '<li>Design lakehouse and warehouse layers in Microsoft Fabric and Azure Synapse</li>' +
      '<li>Build ingestion pipelines with Data Factory and notebooks</li>' +
      '<li>Implement row-level security and sensitivity labels for client data</li>' +
      '<li>Set up CI/CD for data artefacts with Azure DevOps</li>' +
      '<li>Work with business analysts on Power BI semantic models</li>' +
      '<li>Support audits related to FINMA and GDPR requirements</li>' +
      '</ul>' +
      '<h3>Requirements</h3><ul>' +
      '<li>5+ years in data engineering, 2+ years on Azure</li>' +
      '<li><strong>DP-600</strong> or <strong>DP-203</strong> certification</li>' +
      '<li>Strong SQL and Python (PySpark)</li>' +
      '<li>Valid Swiss work permit or EU/EFTA citizenship</li>' +
      '<li>English required; German is an advantage</li>' +
      '</ul>' +
      '<h3>Engagement terms</h3><ul>' +
      '<li>Permanent full-time employment</li>' +
      '<li>Annual salary with bonus, paid monthly</li>' +
      '<li>Hybrid: 2-3 days per week in Zurich</li>' +
      '<li>Core hours 09:00-16:00 CET</li>' +
      '</ul>',
    postedDaysAgo: 18,
    closesInDays: 75,
    terms: {
      pay: { min: 11_000_000, max: 13_500_000, currency: 'CHF', unit: 'year' },
      startsInDays: 60,
      durationMonths: null,
      hoursPerWeek: 42,
      remoteCountries: [],
      cetOverlapHours: 8,
      skillsRequired: ['microsoft-fabric', 'azure-sql', 'python'],
      skillsNice: ['power-bi', 'terraform'],
    },
  },
  {
    title: 'Microsoft Sentinel SOC Engineer',
    isRemote: true,
    jobType: 'Freelance',
    department: 'Security & Compliance',
    category: 'Security',
    location: 'Remote (India)',
    description:
      '<p>Strengthen the managed SOC we run for several European mid-market clients on Microsoft Sentinel and Defender XDR. ' +
      'You will improve detection coverage and reduce alert noise.</p>' +
      '<h3>Responsibilities</h3><ul>' +
      '<li>Onboard new data connectors and tune analytics rules</li>' +
      '<li>Write KQL detections mapped to MITRE ATT&amp;CK</li>' +
      '<li>Automate triage with Logic Apps playbooks</li>' +
      '<li>Investigate incidents and escalate to client security teams</li>' +
      '<li>Produce monthly reports aligned with NIST CSF</li>' +
      '</ul>' +
      '<h3>Requirements</h3><ul>' +
      '<li>3+ years of SOC or detection engineering experience</li>' +
      '<li><strong>SC-200</strong> (Security Operations Analyst) certification</li>' +
      '<li>Advanced KQL skills</li>' +
      '<li>Working knowledge of Defender for Endpoint and Defender for Identity</li>' +
      '<li>Experience with incident handling under GDPR breach notification timelines</li>' +
      '</ul>' +
      '<h3>Engagement terms</h3><ul>' +
      '<li>Duration: 12 months, extendable</li>' +
      '<li>Billing: monthly fixed fee</li>' +
      '<li>Shift covering 08:00-17:00 CET, with an on-call rota one week per month</li>' +
      '<li>Remote-first</li>' +
      '<li>Payment within 15 days of invoice</li>' +
      '</ul>',
    postedDaysAgo: 2,
    closesInDays: 40,
    terms: {
      pay: { min: 40_000, max: 50_000, currency: 'EUR', unit: 'day' },
      startsInDays: 14,
      durationMonths: 12,
      hoursPerWeek: 40,
      remoteCountries: ['IN', 'LK'],
      cetOverlapHours: 8,
      skillsRequired: ['sentinel', 'kql', 'defender-xdr'],
      skillsNice: ['soc-operations', 'defender-endpoint'],
    },
  },
  {
    title: 'ISO 27001 Compliance Consultant',
    isRemote: true,
    jobType: 'Part-time',
    department: 'Security & Compliance',
    category: 'Security',
    location: 'Remote (APAC, EU hours overlap)',
    description:
      '<p>Prepare a German SaaS provider for its first ISO 27001:2022 certification audit. ' +
      'You will build the ISMS documentation and guide the internal team through the gap analysis.</p>' +
      '<h3>Responsibilities</h3><ul>' +
      '<li>Run a gap assessment against ISO 27001:2022 Annex A controls</li>' +
      '<li>Draft policies, the Statement of Applicability and the risk register</li>' +
      '<li>Map controls to GDPR and NIS2 obligations</li>' +
      '<li>Collect evidence from Microsoft 365 and Azure tooling</li>' +
      '<li>Prepare the team for the stage 1 and stage 2 audits</li>' +
      '</ul>' +
      '<h3>Requirements</h3><ul>' +
      '<li>ISO 27001 Lead Implementer or Lead Auditor certification</li>' +
      '<li>At least 2 completed certification projects</li>' +
      '<li>Familiarity with cloud controls in Microsoft Purview and Defender for Cloud</li>' +
      '<li>Structured writing and stakeholder management skills</li>' +
      '<li><em>Nice to have:</em> SC-100 or CISSP</li>' +
      '</ul>' +
      '<h3>Engagement terms</h3><ul>' +
      '<li>Duration: 5 months, about 16 hours per week</li>' +
      '<li>Billing: project-based with milestone payments</li>' +
      '<li>Weekly workshops held at 10:00 CET</li>' +
      '<li>Remote-first</li>' +
      '<li>Payment within 30 days of each milestone</li>' +
      '</ul>',
    postedDaysAgo: 25,
    closesInDays: null,
    terms: {
      pay: { min: 55_000, max: 65_000, currency: 'CHF', unit: 'day' },
      startsInDays: null,
      durationMonths: 5,
      hoursPerWeek: 16,
      remoteCountries: ['IN', 'PH', 'MY', 'LK'],
      cetOverlapHours: 2,
      skillsRequired: ['iso-27001', 'gdpr'],
      skillsNice: ['nis2-dora', 'purview'],
    },
  },
  {
    title: 'Microsoft Purview / Data Governance Specialist',
    isRemote: true,
    jobType: 'Freelance',
    department: 'Data & AI',
    category: 'Security',
    location: 'Remote (Southeast Asia)',
    description:
      '<p>Roll out Microsoft Purview information protection and data lifecycle controls for a Swiss pharmaceutical company. ' +
      'The goal is consistent classification of sensitive research and personal data across Microsoft 365.</p>' +
      '<h3>Responsibilities</h3><ul>' +
      '<li>Design the sensitivity label taxonomy with the data protection officer</li>' +
      '<li>Configure DLP policies for Exchange, SharePoint, Teams and endpoints</li>' +
      '<li>Set up retention labels and records management</li>' +
      '<li>Run data discovery with content explorer and activity explorer</li>' +
      '<li>Align controls with GDPR and the Swiss revFADP</li>' +
      '<li>Train key users and write admin documentation</li>' +
      '</ul>' +
      '<h3>Requirements</h3><ul>' +
      '<li>2+ years implementing Purview (formerly Microsoft Information Protection)</li>' +
      '<li><strong>SC-400</strong> or <strong>SC-401</strong> certification</li>' +
      '<li>Understanding of privacy regulation in Europe</li>' +
      '<li>PowerShell for Security &amp; Compliance</li>' +
      '<li>Good communication with legal and compliance stakeholders</li>' +
      '</ul>' +
      '<h3>Engagement terms</h3><ul>' +
      '<li>Duration: 6 months, extendable</li>' +
      '<li>Billing: hourly, invoiced monthly</li>' +
      '<li>At least 4 hours overlap with CET</li>' +
      '<li>Remote-first</li>' +
      '<li>Payment within 15 days of invoice</li>' +
      '</ul>',
    postedDaysAgo: 9,
    closesInDays: 50,
    terms: {
      pay: { min: 50_000, max: 62_000, currency: 'EUR', unit: 'day' },
      startsInDays: 28,
      durationMonths: 6,
      hoursPerWeek: 40,
      remoteCountries: ['PH', 'VN', 'MY', 'ID', 'TH'],
      cetOverlapHours: 4,
      skillsRequired: ['purview', 'microsoft-365', 'gdpr'],
      skillsNice: ['power-bi'],
    },
  },
  {
    title: 'Azure DevOps Engineer (Terraform, Bicep)',
    isRemote: true,
    jobType: 'Freelance',
    department: 'Platform Engineering',
    category: 'Devops',
    location: 'Remote (India)',
    description:
      '<p>Automate Azure infrastructure delivery for a German automotive supplier that runs more than 60 subscriptions. ' +
      'You will turn manual provisioning into reviewed, tested infrastructure as code.</p>' +
      '<h3>Responsibilities</h3><ul>' +
      '<li>Build reusable Terraform and Bicep modules for the landing zone</li>' +
      '<li>Design multi-stage YAML pipelines in Azure DevOps</li>' +
      '<li>Introduce policy-as-code checks and drift detection</li>' +
      '<li>Manage secrets with Key Vault and workload identity federation</li>' +
      '<li>Mentor client engineers on Git workflows and code review</li>' +
      '</ul>' +
      '<h3>Requirements</h3><ul>' +
      '<li>4+ years of DevOps work on Azure</li>' +
      '<li><strong>AZ-400</strong> (DevOps Engineer Expert); <strong>HashiCorp Terraform Associate</strong> is a plus</li>' +
      '<li>Strong Terraform state management and module design</li>' +
      '<li>Bicep and ARM template experience</li>' +
      '<li>Scripting in PowerShell or Bash</li>' +
      '</ul>' +
      '<h3>Engagement terms</h3><ul>' +
      '<li>Duration: 9 months, extendable</li>' +
      '<li>Billing: hourly, invoiced monthly</li>' +
      '<li>Overlap with CET from 09:00 to 13:00</li>' +
      '<li>Remote-first</li>' +
      '<li>Payment within 15 days of invoice</li>' +
      '</ul>',
    postedDaysAgo: 5,
    closesInDays: 35,
    terms: {
      pay: { min: 48_000, max: 60_000, currency: 'EUR', unit: 'day' },
      startsInDays: 21,
      durationMonths: 9,
      hoursPerWeek: 40,
      remoteCountries: ['IN'],
      cetOverlapHours: 4,
      skillsRequired: ['azure-devops', 'terraform', 'bicep'],
      skillsNice: ['github-actions', 'aks'],
    },
  },
  {
    title: 'Kubernetes Platform Engineer (AKS)',
    isRemote: false,
    jobType: 'Full-time',
    department: 'Platform Engineering',
    category: 'Devops',
    location: 'Frankfurt, Germany (onsite)',
    description:
      '<p>Run and evolve the internal AKS platform used by 40 product teams at a Frankfurt-based payments company. ' +
      'This is a permanent onsite role in a regulated environment supervised by BaFin.</p>' +
      '<h3>Responsibilities</h3><ul>' +
      '<li>Operate multi-cluster AKS with GitOps (Flux or Argo CD)</li>' +
      '<li>Standardise ingress, service mesh and certificate management</li>' +
      '<li>Harden clusters against CIS and internal security baselines</li>' +
      '<li>Build observability with Prometheus, Grafana and Azure Monitor</li>' +
      '<li>Provide golden paths and templates for application teams</li>' +
      '<li>Take part in the on-call rotation</li>' +
      '</ul>' +
      '<h3>Requirements</h3><ul>' +
      '<li>4+ years operating Kubernetes in production</li>' +
      '<li><strong>CKA</strong> required; <strong>CKS</strong> is a strong plus</li>' +
      '<li>Experience with Helm, Kustomize and policy engines such as Gatekeeper or Kyverno</li>' +
      '<li>Azure networking knowledge (CNI, private clusters)</li>' +
      '<li>EU work authorisation</li>' +
      '</ul>' +
      '<h3>Engagement terms</h3><ul>' +
      '<li>Permanent full-time employment</li>' +
      '<li>Annual salary, paid monthly, with relocation support</li>' +
      '<li>Onsite in Frankfurt, CET working hours</li>' +
      '<li>30 days of paid leave</li>' +
      '</ul>',
    postedDaysAgo: 30,
    closesInDays: 90,
    terms: {
      pay: { min: 8_500_000, max: 10_000_000, currency: 'EUR', unit: 'year' },
      startsInDays: 90,
      durationMonths: null,
      hoursPerWeek: 40,
      remoteCountries: [],
      cetOverlapHours: 8,
      skillsRequired: ['aks', 'kubernetes', 'gitops'],
      skillsNice: ['terraform', 'helm'],
    },
  },
  {
    title: 'GitHub Actions & Release Engineer',
    isRemote: true,
    jobType: 'Freelance',
    department: 'Platform Engineering',
    category: 'Devops',
    location: 'Remote (Southeast Asia)',
    description:
      '<p>Migrate 120 repositories from Jenkins to GitHub Actions for a Dutch logistics software vendor. ' +
      'You will design shared workflows and secure the software supply chain.</p>' +
      '<h3>Responsibilities</h3><ul>' +
      '<li>Create reusable workflows and composite actions</li>' +
      '<li>Set up self-hosted runners on Azure with autoscaling</li>' +
      '<li>Introduce OIDC federation to Azure instead of stored secrets</li>' +
      '<li>Add SBOM generation, dependency scanning and signed artefacts</li>' +
      '<li>Document release processes and train developers</li>' +
      '</ul>' +
      '<h3>Requirements</h3><ul>' +
      '<li>3+ years in CI/CD engineering</li>' +
      '<li>Deep GitHub Actions experience; <strong>GitHub Actions</strong> certification is a plus</li>' +
      '<li>Experience with containers and Azure Container Registry</li>' +
      '<li>Knowledge of supply chain frameworks such as SLSA</li>' +
      '<li>Scripting in Bash, Python or PowerShell</li>' +
      '</ul>' +
      '<h3>Engagement terms</h3><ul>' +
      '<li>Duration: 3 months, fixed scope</li>' +
      '<li>Billing: project-based, paid in three milestones</li>' +
      '<li>Daily sync at 10:00 CET</li>' +
      '<li>Remote-first</li>' +
      '<li>Payment within 30 days of each milestone</li>' +
      '</ul>',
    postedDaysAgo: 14,
    closesInDays: 20,
    terms: {
      pay: { min: 42_000, max: 52_000, currency: 'EUR', unit: 'day' },
      startsInDays: 10,
      durationMonths: 3,
      hoursPerWeek: 40,
      remoteCountries: ['PH', 'VN', 'MY', 'ID', 'TH'],
      cetOverlapHours: 2,
      skillsRequired: ['github-actions', 'jenkins', 'docker'],
      skillsNice: ['kubernetes'],
    },
  },
  {
    title: 'Windows Server & Hyper-V Infrastructure Engineer',
    isRemote: true,
    jobType: 'Freelance',
    department: 'Infrastructure Services',
    category: 'Infrastructure experts',
    location: 'Remote (India)',
    description:
      '<p>Stabilise and modernise the Windows Server estate of a German mid-sized manufacturer before its move to Azure. ' +
      'The environment has about 350 virtual machines on Hyper-V clusters across three plants.</p>' +
      '<h3>Responsibilities</h3><ul>' +
      '<li>Upgrade Hyper-V failover clusters to Windows Server 2022</li>' +
      '<li>Clean up Active Directory, DNS, DHCP and Group Policy</li>' +
      '<li>Onboard servers to Azure Arc and Azure Update Manager</li>' +
      '<li>Review backup and disaster recovery with Azure Site Recovery</li>' +
      '<li>Prepare the server inventory for the cloud migration wave plan</li>' +
      '</ul>' +
      '<h3>Requirements</h3><ul>' +
      '<li>6+ years administering Windows Server and Hyper-V</li>' +
      '<li><strong>AZ-800</strong> and <strong>AZ-801</strong> (Windows Server Hybrid Administrator)</li>' +
      '<li>Strong Active Directory and PowerShell skills</li>' +
      '<li>Experience with storage (S2D or SAN) and clustering</li>' +
      '<li>Change management in ITIL-based environments</li>' +
      '</ul>' +
      '<h3>Engagement terms</h3><ul>' +
      '<li>Duration: 6 months, extendable</li>' +
      '<li>Billing: hourly, invoiced monthly</li>' +
      '<li>Overlap with CET; maintenance windows on some evenings</li>' +
      '<li>Remote-first</li>' +
      '<li>Payment within 15 days of invoice</li>' +
      '</ul>',
    postedDaysAgo: 21,
    closesInDays: 55,
    terms: {
      pay: { min: 38_000, max: 46_000, currency: 'CHF', unit: 'day' },
      startsInDays: 30,
      durationMonths: 6,
      hoursPerWeek: 40,
      remoteCountries: ['IN', 'LK'],
      cetOverlapHours: 3,
      skillsRequired: ['windows-server', 'hyper-v', 'active-directory'],
      skillsNice: ['powershell', 'azure-arc'],
    },
  },
  {
    title: 'Azure Networking & Hybrid Connectivity Engineer',
    isRemote: true,
    jobType: 'Freelance',
    department: 'Infrastructure Services',
    category: 'Infrastructure experts',
    location: 'Remote (APAC, EU hours overlap)',
    description:
      '<p>Design secure hybrid connectivity between Azure and 25 branch offices of a Swiss retail group. ' +
      'You will replace ageing VPN tunnels with a resilient Virtual WAN architecture.</p>' +
      '<h3>Responsibilities</h3><ul>' +
      '<li>Design Azure Virtual WAN, ExpressRoute and site-to-site VPN topology</li>' +
      '<li>Deploy and configure Azure Firewall Premium and firewall policies</li>' +
      '<li>Plan private DNS resolution across on-premises and Azure</li>' +
      '<li>Integrate SD-WAN appliances from the existing vendor</li>' +
      '<li>Document the network design and segmentation for ISO 27001 evidence</li>' +
      '</ul>' +
      '<h3>Requirements</h3><ul>' +
      '<li>5+ years in enterprise networking, 2+ years on Azure</li>' +
      '<li><strong>AZ-700</strong> (Azure Network Engineer Associate)</li>' +
      '<li>Solid BGP, IPsec and routing knowledge</li>' +
      '<li>Experience with Fortinet, Palo Alto or Cisco appliances</li>' +
      '<li>Infrastructure as code experience (Bicep or Terraform) is a plus</li>' +
      '</ul>' +
      '<h3>Engagement terms</h3><ul>' +
      '<li>Duration: 4 months, extendable</li>' +
      '<li>Billing: hourly, invoiced monthly</li>' +
      '<li>At least 4 hours overlap with CET; cut-overs on weekends</li>' +
      '<li>Remote-first</li>' +
      '<li>Payment within 15 days of invoice</li>' +
      '</ul>',
    postedDaysAgo: 38,
    closesInDays: 65,
    terms: {
      pay: { min: 55_000, max: 68_000, currency: 'EUR', unit: 'day' },
      startsInDays: 35,
      durationMonths: 4,
      hoursPerWeek: 40,
      remoteCountries: ['IN', 'PH', 'VN', 'MY', 'ID', 'TH', 'LK'],
      cetOverlapHours: 4,
      skillsRequired: ['azure-networking', 'expressroute', 'sd-wan'],
      skillsNice: ['firewalls', 'terraform'],
    },
  },
];
