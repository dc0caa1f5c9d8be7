import { LANDING_TEXTS, PAGE_TEXTS } from '@careers/shared';
import type { IconDrawing } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import type { PortraitLook } from '../components/portrait';

/**
 * GEN-4: all landing-page copy in one module. GEN-1's fixed names (service, benefit and value titles,
 * testimonial titles) come from the shared package; the descriptions, testimonials and FAQ answers
 * are our own copy, written from the topics PUB-4, PUB-6, PUB-11 list.
 */
const [svcCloud, svcConsulting, svcStaffing, svcSecurity, svcMigration] = LANDING_TEXTS.services;
const [bGlobal, bRemote, bBilling, bContracts, bLocal, bLongTerm, bPartners, bCoaching] = LANDING_TEXTS.benefits;
const [vClient, vGlobal, vGrowth, vIntegrity, vVision] = LANDING_TEXTS.values;
const [tPmo, tArchitect, tM365a, tM365b, tAzureSme] = LANDING_TEXTS.testimonialTitles;

export const hero = {
  eyebrow: 'Careers at Northwind Cloud Services',
  headline: 'Remote Microsoft Cloud and security work for Europe’s leading projects',
  intro:
    'Join a network of certified freelancers from India and Southeast Asia who design, secure and migrate cloud platforms for clients in Switzerland, Germany and across the EU.',
  tagline: PAGE_TEXTS.tagline,
  secondaryCta: 'Why freelancers choose us',
  highlights: ['100% remote-first', 'Direct contracts', 'Microsoft Partner projects'],
  illustrationAlt: 'Illustration: cloud services connecting a team of remote experts',
} as const;

export const about = {
  eyebrow: 'Who we work for',
  intro:
    'Northwind Cloud Services is an IT consulting and managed-services company delivering cloud-based solutions. We help small and large businesses run Microsoft 365 and Azure securely, meet ISO 27001, NIST and GDPR requirements, and move their applications and data to the cloud, with experts who join our projects from wherever they do their best work.',
  services: [
    {
      title: svcCloud,
      icon: icons.cloudShield,
      text: 'Microsoft 365, Azure and Defender designed, rolled out and run as one secure platform.',
    },
    {
      title: svcConsulting,
      icon: icons.compass,
      text: 'Architecture reviews, roadmaps and hands-on delivery for cloud and workplace programmes.',
    },
    {
      title: svcStaffing,
      icon: icons.users,
      text: 'Vetted freelancers, contractors and leased specialists who join client teams within weeks.',
    },
    {
      title: svcSecurity,
      icon: icons.shieldCheck,
      text: 'Security operations, identity protection and audits against ISO 27001, NIST and GDPR.',
    },
    {
      title: svcMigration,
      icon: icons.migrate,
      text: 'Application, data and tenant migrations, followed by Teams, SharePoint and modern endpoint management.',
    },
  ] satisfies { title: string; icon: IconDrawing; text: string }[],
  ctaTitle: 'Work on these projects',
  ctaText: 'Every service above is delivered by experts like you. See which engagements are open right now.',
} as const;

export const whyUs = {
  eyebrow: 'Why Us?',
  intro:
    'This is the official career and talent platform of Northwind Cloud Services: every role here is a real engagement with one of our clients, contracted directly with us and supported by our delivery team from the first interview to the last invoice.',
  benefits: [
    { title: bGlobal, icon: icons.globe },
    { title: bRemote, icon: icons.laptop },
    { title: bBilling, icon: icons.wallet },
    { title: bContracts, icon: icons.fileCheck },
    { title: bLocal, icon: icons.mapPin },
    { title: bLongTerm, icon: icons.calendar },
    { title: bPartners, icon: icons.badge },
    { title: bCoaching, icon: icons.trendingUp },
  ] satisfies { title: string; icon: IconDrawing }[],
  illustrationAlt: 'Illustration: a freelancer working remotely on a cloud project',
} as const;

export const values = {
  eyebrow: 'What we stand for',
  intro: 'Five values guide how we choose projects, how we work with clients, and how we treat the experts who deliver them.',
  items: [
    {
      title: vClient,
      icon: icons.target,
      text: 'We measure our work by our clients’ outcomes, and we staff every project with people who care about them.',
    },
    {
      title: vGlobal,
      icon: icons.handshake,
      text: 'Teams in Europe and Asia work as one, across time zones, with shared tools and shared standards.',
    },
    {
      title: vGrowth,
      icon: icons.sprout,
      text: 'When our freelancers grow their skills and careers, our clients and our company grow with them.',
    },
    {
      title: vIntegrity,
      icon: icons.shieldCheck,
      text: 'Clear contracts, honest estimates and payments on time. We say what we do and do what we say.',
    },
    {
      title: vVision,
      icon: icons.eye,
      text: 'Everyone on a project knows the goal, the plan and their part in it, from kick-off to hand-over.',
    },
  ] satisfies { title: string; icon: IconDrawing; text: string }[],
} as const;

export interface Testimonial {
  name: string;
  title: string;
  quote: string;
  avatar: PortraitLook;
}

/** PUB-5: five testimonials, all rated five stars. Names and quotes are our own; avatars are generated. */
export const testimonials: readonly Testimonial[] = [
  {
    name: 'Priya Natarajan',
    title: tPmo,
    quote:
      'Northwind matched me with a Swiss insurer within three weeks. The contract was clear from day one and every invoice has been paid on time.',
    avatar: { skin: 2, hair: 'long', hairColour: 0, background: 'brand' },
  },
  {
    name: 'Daniel Fernandes',
    title: tArchitect,
    quote:
      'I design Azure landing zones for German clients from Pune. The projects are serious, the architects are certified, and I never feel like an outsourced extra.',
    avatar: { skin: 3, hair: 'short', hairColour: 0, background: 'accent' },
  },
  {
    name: 'Nguyen Minh Anh',
    title: tM365a,
    quote:
      'Our tenant migration waves were planned properly and the team had my back at every weekend cut-over. Remote-first here really means remote-first.',
    avatar: { skin: 1, hair: 'bob', hairColour: 0, background: 'sky' },
  },
  {
    name: 'Rahul Menon',
    title: tM365b,
    quote:
      'When my first engagement ended, the next one was lined up before the hand-over. That kind of continuity is rare for a freelancer.',
    avatar: { skin: 3, hair: 'short', hairColour: 1, background: 'brand' },
  },
  {
    name: 'Siti Rahmawati',
    title: tAzureSme,
    quote:
      'The career coaching helped me pass AZ-305 while I was on a project. Northwind cares where I will be in two years, not just in this sprint.',
    avatar: { skin: 2, hair: 'covered', hairColour: 2, background: 'accent' },
  },
];

export const testimonialsIntro = 'Freelancers from India and Southeast Asia on working with Northwind.';

export const whoAreWe = {
  eyebrow: 'About the company',
  paragraphs: [
    'Northwind Cloud Services is an IT consulting and managed-services company specialised in Microsoft 365, Azure and security. We are headquartered in Europe and deliver from centres in Asia, so our clients get European project leadership with a team that works around the clock.',
    'We run managed services for small and large businesses, guide organisations through ISO 27001, NIST and GDPR compliance, and migrate applications and data to the cloud. Our flexible talent solutions (freelancers, contractors and staff leasing) bring the right specialist into a project exactly when it needs one.',
  ],
  facts: [
    { label: 'Headquarters', value: 'Europe' },
    { label: 'Delivery centres', value: 'Asia' },
    { label: 'Focus', value: 'Microsoft 365, Azure, Security' },
  ],
  illustrationAlt: 'Illustration: a map linking our European headquarters with delivery centres in Asia',
} as const;

/** PUB-11: four questions on payment, contract length, support, and remote work for European clients. */
export const faqs = {
  intro: 'Straight answers to what freelancers ask us before their first engagement.',
  items: [
    {
      question: 'How are freelancers paid?',
      answer:
        'You sign a direct contract with Northwind Cloud Services, with no agencies in between. Depending on the engagement you invoice monthly for your hours or days, or per agreed milestone, and we pay within 15 days of your invoice by bank transfer in EUR, CHF or USD.',
    },
    {
      question: 'How long do contracts usually last?',
      answer:
        'Most engagements run from three to twelve months, and many are extended. When a project ends we look for your next one early, so that long-term freelancers can move from one engagement to the next without gaps.',
    },
    {
      question: 'What support do I get during a project?',
      answer:
        'A delivery manager is your single point of contact for contracts, invoices and anything that blocks your work. Our local teams support freelancers in India and Southeast Asia, and you get onboarding, access to Microsoft certification coaching and regular career conversations.',
    },
    {
      question: 'Can I work remotely for European clients?',
      answer:
        'Yes. Our roles are remote-first: you work from home in India or Southeast Asia for clients in Switzerland, Germany and the EU, with a few hours of overlap with Central European business hours. Onsite roles are marked clearly in every job posting.',
    },
  ],
} as const;
