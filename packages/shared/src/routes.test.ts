import { describe, expect, it } from 'vitest';
import {
  CLIENT_ROUTES,
  LANDING_SECTIONS,
  NAV_ROUTES,
  jobPath,
  matchRoute,
  profileTabPath,
  resetPasswordPath,
  routePath,
  signedInAreas,
} from './routes.js';

describe('the client route table (PUB-1)', () => {
  it('keeps every URL of the site', () => {
    expect(Object.values(CLIENT_ROUTES).map((route) => route.pattern)).toEqual([
      '/',
      '/aboutus',
      '/whyus',
      '/ourvalues',
      '/whoarewe',
      '/careers',
      '/faq',
      '/job/:jobId',
      '/privacy',
      '/job-alerts',
      '/profile',
      '/apply',
      '/applications/:applicationId/interview',
      '/login',
      '/signup',
      '/verifyOtp',
      '/forgot-password',
      '/reset-password',
      '/recruiter',
      '/recruiter/jobs',
      '/recruiter/jobs/new',
      '/recruiter/jobs/:jobId',
      '/recruiter/jobs/:jobId/edit',
      '/recruiter/jobs/:jobId/board',
      '/recruiter/team',
      '/recruiter/talent',
      '/recruiter/candidates/:candidateId',
      '/recruiter/settings',
      '/recruiter/reports',
      '/recruiter/audit',
      '/recruiter/system',
      '/recruiter/exchange-rates',
      '/recruiter/message-templates',
    ]);
  });

  it('says who may open each page', () => {
    const byAccess = (access: string) =>
      Object.values(CLIENT_ROUTES)
        .filter((route) => route.access === access)
        .map((route) => route.pattern);
    expect(byAccess('guest')).toEqual(['/login']);
    expect(byAccess('candidate')).toEqual(['/profile', '/apply', '/applications/:applicationId/interview']);
    expect(byAccess('recruiter')).toEqual([
      '/recruiter',
      '/recruiter/jobs',
      '/recruiter/jobs/new',
      '/recruiter/jobs/:jobId',
      '/recruiter/jobs/:jobId/edit',
      '/recruiter/jobs/:jobId/board',
      '/recruiter/talent',
      '/recruiter/candidates/:candidateId',
      '/recruiter/settings',
      '/recruiter/reports',
    ]);
    // REC-8, REC-9, REC-15: the team page, the access log and the system page are for admins only.
    expect(byAccess('admin')).toEqual([
      '/recruiter/team',
      '/recruiter/audit',
      '/recruiter/system',
      '/recruiter/exchange-rates',
      '/recruiter/message-templates',
    ]);
  });

  it('fills in route parameters', () => {
    expect(routePath('home')).toBe('/');
    expect(jobPath(42)).toBe('/job/42');
    expect(routePath('recruiterEditJob', { jobId: 7 })).toBe('/recruiter/jobs/7/edit');
    expect(routePath('job', { jobId: 'a/b' })).toBe('/job/a%2Fb');
  });

  it('builds the links that carry a query string, and names the signed-in areas', () => {
    expect(profileTabPath('applied')).toBe('/profile?tab=applied');
    expect(resetPasswordPath('Ab-_9')).toBe('/reset-password?token=Ab-_9');
    expect(signedInAreas()).toEqual(['/profile', '/apply', '/applications', '/recruiter']);
  });

  it('names the route of a path, ignoring trailing slashes', () => {
    expect(matchRoute('/')).toEqual({ name: 'home', params: {} });
    expect(matchRoute('/careers/')).toEqual({ name: 'careers', params: {} });
    expect(matchRoute('/job/1001')).toEqual({ name: 'job', params: { jobId: '1001' } });
    expect(matchRoute('/recruiter/jobs/new')).toEqual({ name: 'recruiterNewJob', params: {} });
    expect(matchRoute('/recruiter/jobs')).toEqual({ name: 'recruiterJobs', params: {} });
    expect(matchRoute('/recruiter/jobs/12/board')).toEqual({ name: 'recruiterJobBoard', params: { jobId: '12' } });
    expect(matchRoute('/recruiter/jobs/12/edit//')).toEqual({ name: 'recruiterEditJob', params: { jobId: '12' } });
    expect(matchRoute('/verifyOtp')?.name).toBe('verifyOtp');
  });

  it('matches no other path: unknown pages and ids that are no record ids', () => {
    for (const path of [
      '/no/such/page',
      '/job',
      '/job/abc',
      '/job/0',
      '/job/012',
      '/job/12345678901',
      '/recruiter/job',
      '/recruiter/jobs/new/edit',
      '/recruiter/jobs/new/board',
      '/profile/x',
      '/verifyotp',
      '//',
    ]) {
      expect(matchRoute(path), path).toBeUndefined();
    }
  });

  it('lists the six top-navigation links in order with their sections (PUB-3)', () => {
    expect(NAV_ROUTES.map((link) => [link.label, link.path, link.section])).toEqual([
      ['About Us', '/aboutus', 'about-us'],
      ['Why Us?', '/whyus', 'why-us'],
      ['Our Values', '/ourvalues', 'our-values'],
      ['Who are we?', '/whoarewe', 'who-are-we'],
      ['Careers', '/careers', 'careers'],
      ['FAQs', '/faq', 'faq'],
    ]);
    expect(LANDING_SECTIONS['/whoarewe']).toBe('who-are-we');
  });
});
