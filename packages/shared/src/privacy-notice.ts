import { BRAND } from './brand.js';

/**
 * PRV-5 (GDPR Art. 13): how long an account may stay unused before its data is anonymised, and
 * how long before that the candidate is warned. The server's `RETENTION_MONTHS` starts from this
 * default; the privacy notice states it.
 */
export const RETENTION_MONTHS_DEFAULT = 24;
export const RETENTION_WARNING_DAYS = 30;

export interface PrivacyNoticeSection {
  /** The fragment the section's heading answers to (`/privacy#rights`). */
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly string[];
}

/**
 * PRV-1: the privacy notice at /privacy, in our own words, stating the server's `retentionMonths`
 * (`RETENTION_MONTHS`, docs/decisions/019; the web page reads it from `GET /api/privacy-notice`). Its
 * `version` changes whenever the text changes in substance; sign-up records the version the candidate
 * was shown, and when (docs/product/privacy.md, PRV-1).
 */
export const privacyNotice = (retentionMonths: number) =>
  ({
    version: '2026-11-27',
    /** The date the text took effect, as shown on the page. */
    effective: '27 November 2026',
    title: 'Privacy notice',
    intro:
      `${BRAND.companyName} runs this careers site to find freelance IT experts for client projects in Europe. ` +
      'This notice explains, in plain words, what we keep about you, why, who sees it, for how long, and what you can do about it.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who is responsible',
        paragraphs: [
          `${BRAND.companyName} decides how your data is used (the "controller" in the GDPR). ` +
            `You can reach us about anything in this notice at ${BRAND.careersEmail}.`,
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'What we collect',
        paragraphs: ['Only what you give us, and what the site needs to work:'],
        items: [
          'Your account: name, e-mail address and your password (stored only as a one-way hash).',
          'Your profile: mobile numbers (and whether you verified them), addresses, links, experience, education and photo.',
          'Your documents: the resume and the CVs and photos you upload with applications, and the text we read from resumes and CVs so recruiters can search them.',
          'Your applications: the answers you give (a job’s screening questions included), each application’s steps, interview times, and the messages you and our recruiters write on it.',
          'What our recruiters record about your applications: ratings, notes and interview scorecards. You receive them with your data ("Download my data"), with the interviewers unnamed.',
          'Your choices: saved jobs, job alerts, whether recruiters may find your profile, and which version of this notice you were shown when you signed up.',
          'Security records: sign-in sessions and the network address of requests, kept to stop abuse of sign-up, sign-in and codes.',
          // PRV-6 (docs/decisions/052): what the site notes of how a visitor arrived, and where.
          'How you found us, with each application: the campaign or job board named in the link you followed (for example "linkedin / azure"), ' +
            'the website that linked to us, a job-alert e-mail, or a colleague’s referral link; the page you landed on and when. ' +
            'Your browser keeps this in its session storage only until you send an application (or close the tab); we set no cookie for it and use no third-party scripts. ' +
            'We use it to learn which channels bring good applicants; it never decides anything about you.',
        ],
      },
      {
        id: 'why',
        heading: 'Why we use it',
        paragraphs: [
          'To create and secure your account, to consider you for the jobs you apply to and tell you how your applications progress, ' +
            'and, only if you switch it on, to let our recruiters find your profile for new projects. ' +
            'We rely on the steps you ask us to take before a contract (applying), on your consent (being findable, job alerts) ' +
            'and on our legitimate interest in keeping the site safe. ' +
            'Nothing here decides about you automatically: when an answer does not match what a job asks for, the application is marked for a recruiter to look at, and a person decides.',
        ],
      },
      {
        id: 'who-sees-it',
        heading: 'Who sees it',
        paragraphs: [
          `Our recruiters see your applications, and your profile if you let them find you. Every time a recruiter opens your full profile or downloads one of your files, we record who did it and when, and you can see that list on your profile.`,
          'If you applied through a referral link, our recruiters see who referred you, and that person is told only that the job was filled by their referral if you are hired, never your name or anything else about you.',
          'We pass your details to a client only for a project you applied to or agreed to be put forward for. ' +
            'Service providers work for us under contract and only on our instructions: our CRM (Zoho) keeps your contact details, ' +
            'an SMS provider sends mobile verification codes, and our mail and file storage providers deliver e-mails and keep uploads. We never sell your data.',
        ],
      },
      {
        id: 'how-long',
        heading: 'How long we keep it',
        paragraphs: [
          'We keep your account while you use it. ' +
            `If you have not signed in for ${retentionMonths} months, we e-mail you ${RETENTION_WARNING_DAYS} days before we anonymise your data; signing in again keeps your account.`,
          'When you delete your account, or it is anonymised, your profile, files, saved jobs, alerts and sessions are removed. ' +
            'Your applications stay in our records as "Deleted candidate", without your name, contact details or files, and with the texts of your messages removed. ' +
            'How you found us goes too; only the name of the channel stays, counted in our reports.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        paragraphs: ['You can do most of this yourself on your profile, at any time:'],
        items: [
          'See and download everything we hold about you ("Download my data"), in a file you can take elsewhere.',
          'Correct your details by editing your profile.',
          'Delete your account ("Delete my account").',
          'Withdraw consent: switch off "Let recruiters find my profile", or unsubscribe from any job alert with one click.',
          'Withdraw an application that is still open.',
          `Object to how we use your data, or ask anything else, by writing to ${BRAND.careersEmail}. You may also complain to a data protection authority.`,
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this notice',
        paragraphs: ['When we change this notice in substance, we give it a new date at the top of this page.'],
      },
    ],
  }) as const satisfies {
    version: string;
    effective: string;
    title: string;
    intro: string;
    sections: readonly PrivacyNoticeSection[];
  };

/** The notice with the default retention (its version, title and headings are the same for any). */
export const PRIVACY_NOTICE = privacyNotice(RETENTION_MONTHS_DEFAULT);
