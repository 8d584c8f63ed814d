/**
 * Words of the quote request (spec sections 2, 3 and 8): the steps, each field's label, the
 * option values (exactly as spec section 3) with the labels visitors read, and the messages.
 */
import {company} from './company';

export type Option<V extends string = string> = {readonly value: V; readonly label: string};

export const quoteSteps = [
  {number: 1, title: 'Personal Info'},
  {number: 2, title: 'Project Details'},
  {number: 3, title: 'Preferences'},
  {number: 4, title: 'Review'},
] as const;

export const preferredContactOptions = [
  {value: 'email', label: 'Email'},
  {value: 'phone', label: 'Phone call'},
  {value: 'whatsapp', label: 'WhatsApp'},
] as const satisfies readonly Option[];

export const projectTypeOptions = [
  {value: 'residential', label: 'Residential Construction'},
  {value: 'commercial', label: 'Commercial Construction'},
  {value: 'industrial', label: 'Industrial & Factory Build'},
  {value: 'renovation', label: 'Renovation & Retrofitting'},
  {value: 'supervision', label: 'Site Supervision & Surveying'},
  {value: 'design', label: 'Custom Home Design'},
  {value: 'other', label: 'Other'},
] as const satisfies readonly Option[];

export const budgetOptions = [
  {value: 'under5m', label: 'Under KSh 5M'},
  {value: '5m-10m', label: 'KSh 5M – 10M'},
  {value: '10m-25m', label: 'KSh 10M – 25M'},
  {value: '25m-50m', label: 'KSh 25M – 50M'},
  {value: '50m-100m', label: 'KSh 50M – 100M'},
  {value: 'over100m', label: 'Over KSh 100M'},
] as const satisfies readonly Option[];

export const timelineOptions = [
  {value: 'immediate', label: 'Immediate (1-3 months)'},
  {value: 'soon', label: 'Soon (3-6 months)'},
  {value: 'planning', label: 'Planning (6-12 months)'},
  {value: 'future', label: 'Future (12+ months)'},
] as const satisfies readonly Option[];

export const hearAboutOptions = [
  {value: 'search', label: 'Search engine (Google, Bing)'},
  {value: 'social', label: 'Social media'},
  {value: 'referral', label: 'Referral from a friend or past client'},
  {value: 'ad', label: 'Advertisement'},
  {value: 'event', label: 'Event or trade show'},
  {value: 'other', label: 'Other'},
] as const satisfies readonly Option[];

/** Labels and hints of the fields; "(optional)" marks the optional ones (GOV.UK style). */
export const fieldText = {
  firstName: {label: 'First name'},
  lastName: {label: 'Last name'},
  email: {label: 'Email address', hint: 'We will send a copy of your estimate here.'},
  phone: {label: 'Phone number', hint: 'For example 0712 345 678, or +44 20 7946 0958 if you are outside Kenya.'},
  city: {label: 'City or town (optional)'},
  preferredContact: {label: 'How should we contact you?'},
  projectType: {label: 'Type of project', placeholder: 'Select a project type'},
  projectDescription: {
    label: 'Describe your project',
    hint: 'The plot, what you want to build or change, and anything you already have (title deed, drawings, approvals). Up to 2,000 characters.',
  },
  budget: {label: 'Budget (optional)', placeholder: 'Select a budget range'},
  timeline: {label: 'When do you want to start? (optional)', placeholder: 'Select a timeline'},
  hearAbout: {label: 'How did you hear about us? (optional)', placeholder: 'Select an answer'},
  address: {label: 'Site address or location (optional)', hint: 'For example: Plot 12, Kiambu Road, Ridgeways.'},
  communicationsConsent: {
    label: `Send me occasional project updates and building tips from ${company.shortName} by email (optional)`,
  },
  termsAccepted: {label: 'I agree to the terms and conditions and the privacy policy'},
  website: {label: 'Leave this field empty'},
} as const;

export const legalLinks = {
  terms: {label: 'Read the terms and conditions', to: '/terms-of-service'},
  privacy: {label: 'Read the privacy policy', to: '/privacy-policy'},
} as const;

/** Error messages: the same words inline and in the error summary. */
export const errorText = {
  summaryTitle: 'There is a problem',
  firstName: {required: 'Enter your first name', tooLong: 'First name must be 50 characters or fewer', multiline: 'First name must be on one line'},
  lastName: {required: 'Enter your last name', tooLong: 'Last name must be 50 characters or fewer', multiline: 'Last name must be on one line'},
  email: {
    required: 'Enter your email address',
    invalid: 'Enter an email address in the correct format, like name@example.com',
    tooLong: 'Email address must be 254 characters or fewer',
  },
  phone: {
    required: 'Enter your phone number',
    invalid: 'Enter a phone number like 0712 345 678, or with the country code, like +44 20 7946 0958',
    tooLong: 'Phone number must be 30 characters or fewer',
  },
  city: {tooLong: 'City or town must be 80 characters or fewer', multiline: 'City or town must be on one line'},
  preferredContact: {required: 'Select how we should contact you'},
  projectType: {required: 'Select the type of project'},
  projectDescription: {
    required: 'Describe your project',
    tooLong: 'Project description must be 2,000 characters or fewer',
  },
  budget: {invalid: 'Select a budget range from the list'},
  timeline: {invalid: 'Select a timeline from the list'},
  hearAbout: {invalid: 'Select how you heard about us from the list'},
  address: {tooLong: 'Site address must be 200 characters or fewer', multiline: 'Site address must be on one line'},
  termsAccepted: {required: 'Agree to the terms and conditions to send your request'},
} as const;

export const reviewText = {
  notProvided: 'Not provided',
  notSpecified: 'Not specified',
  yes: 'Yes',
  no: 'No',
  accepted: 'Accepted',
  change: 'Change',
  intro: 'Check your details before you send them. You can change anything you need to.',
  rows: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    city: 'City or town',
    preferredContact: 'Preferred contact',
    projectType: 'Project type',
    projectDescription: 'Description',
    budget: 'Budget',
    timeline: 'Timeline',
    hearAbout: 'Heard about us through',
    address: 'Site address',
    communicationsConsent: 'Updates by email',
    termsAccepted: 'Terms and conditions',
  },
} as const;

export const buttonText = {
  back: 'Back',
  next: 'Next',
  submit: 'Submit Request',
  submitting: 'Submitting...',
  retry: 'Retry',
  another: 'Submit Another Request',
  email: 'Email us your request',
  whatsapp: 'WhatsApp us your request',
} as const;

/** Spec section 8: the failure message and the success texts, word for word. */
export const outcomeText = {
  failure: 'Failed to submit form. Please try again.',
  successTitle: 'Request Submitted Successfully!',
  successText: `Thank you for contacting ${company.name} We have received your request and will get back to you ${company.responseTime}.`,
  keptDetails: 'Your details are still here. You can also send them to us directly; they are already filled in:',
  notSetUpTitle: 'Online sending is not set up on this website yet.',
  notSetUpText:
    'Your request has not been sent. Please send it to us by email or WhatsApp instead; your details are already filled in.',
} as const;

/** What to tell the visitor for each kind of failure (see src/lib/emailjs.ts). */
export const failureHints = {
  network: 'We could not reach our email service. Check your internet connection, then try again.',
  'rate-limited': 'Too many requests have been sent from this connection. Wait a minute, then try again.',
  refused: 'Our email service refused the request.',
  server: 'Our email service is having problems at the moment.',
  'not-configured': 'Online sending is not set up correctly on this website.',
  unknown: 'Something went wrong while sending.',
  'spam-check': 'We could not confirm that this request was sent by a person.',
} as const;

export const summaryText = {
  title: 'Quote request',
  submitted: 'Submitted',
  emailSubject: (name: string) => `Quote request from ${name}`,
} as const;
