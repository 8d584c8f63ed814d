import {emptyInquiry, type InquiryValues, type ValidInquiry} from '../inquiry';
import {
  addressedTo,
  fallbackLinks,
  inquirySummary,
  quoteTemplateParams,
  reviewSections,
} from '../inquirySummary';
import {formatSubmissionDate} from '../submissionDate';
import {company} from '@site/src/data/company';

const minimal: InquiryValues = {
  ...emptyInquiry,
  firstName: 'Achieng',
  lastName: 'Odhiambo',
  email: 'achieng@example.com',
  phone: '0733 111 222',
  projectType: 'renovation',
  projectDescription: 'Re-roof and rewire a 1970s bungalow in Lavington.',
  termsAccepted: true,
};

const full: ValidInquiry = {
  ...minimal,
  phone: '+254733111222',
  city: 'Nairobi',
  preferredContact: 'whatsapp',
  budget: '5m-10m',
  timeline: 'soon',
  hearAbout: 'referral',
  address: 'Plot 7, James Gichuru Road',
  communicationsConsent: true,
  projectType: 'renovation',
};

/** 3 February 2026, 07:05 UTC = 10:05 in Nairobi. */
const sentAt = new Date(Date.UTC(2026, 1, 3, 7, 5));

const rowsOf = (values: InquiryValues) =>
  Object.fromEntries(reviewSections(values).flatMap((s) => s.rows.map((r) => [r.label, r.value])));

describe('reviewSections', () => {
  it('groups the answers by step under the step titles', () => {
    expect(reviewSections(minimal).map((s) => [s.step, s.title])).toEqual([
      [1, 'Personal Info'],
      [2, 'Project Details'],
      [3, 'Preferences'],
    ]);
  });

  it("shows 'Not provided' for empty optional text and 'Not specified' for unchosen options", () => {
    expect(rowsOf(minimal)).toEqual({
      Name: 'Achieng Odhiambo',
      Email: 'achieng@example.com',
      Phone: '0733 111 222',
      'City or town': 'Not provided',
      'Preferred contact': 'Email',
      'Project type': 'Renovation & Retrofitting',
      Description: 'Re-roof and rewire a 1970s bungalow in Lavington.',
      Budget: 'Not specified',
      Timeline: 'Not specified',
      'Heard about us through': 'Not specified',
      'Site address': 'Not provided',
      'Updates by email': 'No',
      'Terms and conditions': 'Accepted',
    });
  });

  it('shows the human labels of chosen options', () => {
    expect(rowsOf(full)).toMatchObject({
      'City or town': 'Nairobi',
      'Preferred contact': 'WhatsApp',
      Budget: 'KSh 5M – 10M',
      Timeline: 'Soon (3-6 months)',
      'Heard about us through': 'Referral from a friend or past client',
      'Site address': 'Plot 7, James Gichuru Road',
      'Updates by email': 'Yes',
    });
  });
});

describe('inquirySummary (fullMessage)', () => {
  it('has no reference line before the visitor first presses Submit', () => {
    const summary = inquirySummary(full, sentAt, 'English', null);
    expect(summary).not.toContain('Reference');
    expect(summary.split('\n')[0]).toBe('Quote request');
  });

  it('dates the request in Nairobi time', () => {
    expect(formatSubmissionDate(sentAt)).toBe('3 February 2026 at 10:05 EAT');
  });

  it('reads as a complete, plain-text summary', () => {
    expect(inquirySummary(full, sentAt, 'English', 'MSG-7K4Q2P')).toBe(
      [
        'Reference: MSG-7K4Q2P',
        '',
        'Quote request',
        '',
        'Submitted: 3 February 2026 at 10:05 EAT',
        '',
        'Language: English',
        '',
        'Personal Info',
        'Name: Achieng Odhiambo',
        'Email: achieng@example.com',
        'Phone: +254733111222',
        'City or town: Nairobi',
        'Preferred contact: WhatsApp',
        '',
        'Project Details',
        'Project type: Renovation & Retrofitting',
        'Description: Re-roof and rewire a 1970s bungalow in Lavington.',
        'Budget: KSh 5M – 10M',
        'Timeline: Soon (3-6 months)',
        '',
        'Preferences',
        'Heard about us through: Referral from a friend or past client',
        'Site address: Plot 7, James Gichuru Road',
        'Updates by email: Yes',
        'Terms and conditions: Accepted',
      ].join('\n'),
    );
  });
});

describe('quoteTemplateParams', () => {
  it('carries exactly the spec fields, raw option values, the summary and the visitor’s language', () => {
    const params = quoteTemplateParams(full, 'MSG-7K4Q2P', sentAt, 'English');
    expect(addressedTo('quotes@example.com', params)).toEqual({
      to_email: 'quotes@example.com',
      firstName: 'Achieng',
      lastName: 'Odhiambo',
      email: 'achieng@example.com',
      phone: '+254733111222',
      city: 'Nairobi',
      preferredContact: 'whatsapp',
      projectType: 'renovation',
      projectDescription: 'Re-roof and rewire a 1970s bungalow in Lavington.',
      budget: '5m-10m',
      timeline: 'soon',
      hearAbout: 'referral',
      address: 'Plot 7, James Gichuru Road',
      fullMessage: inquirySummary(full, sentAt, 'English', 'MSG-7K4Q2P'),
      language: 'English',
      reference: 'MSG-7K4Q2P',
    });
    expect(params.fullMessage.split('\n')[0]).toBe('Reference: MSG-7K4Q2P');
  });
});

describe('fallbackLinks', () => {
  it('prefills an e-mail to the company with the subject and the whole summary', () => {
    const {email} = fallbackLinks(full, sentAt, 'English', 'MSG-7K4Q2P');
    const url = new URL(email);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(company.emails[0].address);
    expect(email).not.toContain('+');
    expect(url.searchParams.get('subject')).toBe('Quote request from Achieng Odhiambo');
    expect(url.searchParams.get('body')).toBe(
      inquirySummary(full, sentAt, 'English', 'MSG-7K4Q2P').replace(/\n/g, '\r\n'),
    );
  });

  it('prefills a WhatsApp chat with the company number and the summary', () => {
    const url = new URL(fallbackLinks(full, sentAt, 'English', 'MSG-7K4Q2P').whatsapp);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${company.whatsapp}`);
    expect(url.searchParams.get('text')).toBe(
      inquirySummary(full, sentAt, 'English', 'MSG-7K4Q2P'),
    );
  });
});
