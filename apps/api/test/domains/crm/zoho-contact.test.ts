import { describe, expect, it } from 'vitest';
import { toZohoContact } from '../../../src/domains/crm/zoho-contact.js';

describe('candidate → Zoho Contact mapping (INT-3)', () => {
  it('maps PRO-12 profile fields to standard Contact fields', () => {
    expect(
      toZohoContact({
        email: ' Priya.Sharma@Example.IN ',
        first_name: 'Priya',
        last_name: 'Sharma',
        PrimaryMobileNoCode: '+91',
        PrimaryMobileNo: '9876543210',
        SecondaryMobileNoCode: '+65',
        SecondaryMobileNo: '8123456789',
        PresentAddress: '12 MG Road, Bengaluru',
        PermanentAddress: '4 Lake View, Pune',
        JobTitle: 'Azure Architect',
        Company: 'Contoso Consulting',
        ExperienceDuration: '01-02-2020 - Present',
        KeyAchievements: 'Moved 40 workloads to Azure',
        Degree: 'B.Tech',
        Institute: 'Indian Institute of Technology',
        EducationalDuration: '01-07-2012 - 30-06-2016',
        Specialization: 'Computer Science',
        LinkedinProfile: 'https://www.linkedin.com/in/priya',
        WebsiteLink: '',
      }),
    ).toEqual({
      Email: 'priya.sharma@example.in',
      First_Name: 'Priya',
      Last_Name: 'Sharma',
      Mobile: '+91 9876543210',
      Other_Phone: '+65 8123456789',
      Mailing_Street: '12 MG Road, Bengaluru',
      Other_Street: '4 Lake View, Pune',
      Title: 'Azure Architect',
      Description: [
        'Company: Contoso Consulting',
        'Experience: 01-02-2020 - Present',
        'Key achievements: Moved 40 workloads to Azure',
        'Education: B.Tech, Indian Institute of Technology, Computer Science',
        'Education period: 01-07-2012 - 30-06-2016',
        'LinkedIn: https://www.linkedin.com/in/priya',
      ].join('\n'),
    });
  });

  it('sends null for what a new account does not have yet, so removed details are removed in the CRM too', () => {
    expect(
      toZohoContact({ email: 'a@b.io', first_name: 'Ana', last_name: 'Lim', SecondaryMobileNo: ' ', SecondaryMobileNoCode: '+65' }),
    ).toEqual({
      Email: 'a@b.io',
      First_Name: 'Ana',
      Last_Name: 'Lim',
      Mobile: null,
      Other_Phone: null,
      Mailing_Street: null,
      Other_Street: null,
      Title: null,
      Description: null,
    });
  });

  it("cuts values to Zoho's field lengths (by character, not by byte)", () => {
    const contact = toZohoContact({ email: 'x@y.io', first_name: 'É'.repeat(50), last_name: '李'.repeat(90), JobTitle: 't'.repeat(150) });
    expect([...(contact.First_Name ?? '')]).toHaveLength(40);
    expect([...contact.Last_Name]).toHaveLength(80);
    expect(contact.Title).toHaveLength(100);
  });
});
