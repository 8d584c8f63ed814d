/**
 * The quote request (spec sections 2, 3, 5, 7 and 8) as one table: every field once, in the
 * order it is asked, with its rules (src/data/quoteRules.ts, which the host checks requests
 * against), step, words, review row and e-mail parameter. The values type, the empty form, the
 * steps' field lists, validation, the review, the e-mail's template_params and fullMessage are
 * all derived from `quoteFields` (src/lib/inquiry.ts and src/lib/inquirySummary.ts); the wizard
 * renders each step by mapping over it.
 */
import {translate} from '@docusaurus/Translate';
import {budgetBands} from './budgetBands';
import {company} from './company';
import {emailAddressErrors, sendFailureHints} from './emailForms';
import {
  quoteRules,
  type CheckboxRule,
  type ChoiceRule,
  type FieldRule,
  type TextRule,
} from './quoteRules';

export type Option<V extends string = string> = {readonly value: V; readonly label: string};

export type FormStep = 1 | 2 | 3;

/** How an answer reads in the review and in the e-mail's summary. */
type ReviewText = {
  readonly label: string;
  /** Shown when left empty ('Not provided' / 'Not specified'); without it, the answer as typed. */
  readonly empty?: string;
};

type Common = {
  readonly step: FormStep;
  readonly label: string;
  readonly hint?: string;
  /** Half a row on wide screens, so short fields pair up. */
  readonly width?: 'half';
};

/**
 * Typed answers. A rule applies exactly when its message is given: `required`, `multiline`
 * (single line only), `tooLong` (over maxLength characters), `invalid` (an e-mail address or a
 * phone number that does not check out, for the email and tel kinds).
 */
export type TextFieldSpec = TextRule &
  Common & {
    readonly autoComplete?: string;
    readonly errors: {
      readonly required?: string;
      readonly multiline?: string;
      readonly tooLong: string;
      readonly invalid?: string;
    };
    /** 'withPrevious': read together with the row before it (the last name after the first). */
    readonly review: ReviewText | 'withPrevious';
    /** Its name in the e-mail's template_params. */
    readonly emailParam: string;
  };

/**
 * One answer from a list. A required list says `required` both when nothing is chosen and when
 * the value is not in the list (a tampered form); one that may be left unchosen says `invalid`.
 */
export type ChoiceFieldSpec = ChoiceRule &
  Common & {
    readonly options: readonly Option[];
    /** The select's first, empty entry. */
    readonly placeholder?: string;
    readonly errors: {readonly required?: string; readonly invalid?: string};
    readonly review: ReviewText & {readonly empty: string};
    readonly emailParam: string;
  };

export type CheckboxFieldSpec = CheckboxRule &
  Common & {
    readonly errors: {readonly required?: string};
    /** Links shown under the box, in place of a hint. */
    readonly links?: readonly {readonly label: string; readonly to: string}[];
    readonly review: {
      readonly label: string;
      readonly checked: string;
      readonly unchecked: string;
    };
  };

export type FieldSpec = TextFieldSpec | ChoiceFieldSpec | CheckboxFieldSpec;

/** A message that is there exactly when its rule applies. */
type MessageWhen<Applies extends boolean, Name extends string> = Applies extends true
  ? {readonly [K in Name]: string}
  : {readonly [K in Name]?: never};

/** The messages a field with rule R gives: those its rules need, and no other. */
type ErrorsFor<R extends FieldRule> = R extends TextRule
  ? MessageWhen<R['required'], 'required'> &
      MessageWhen<R['singleLine'], 'multiline'> &
      MessageWhen<R['kind'] extends 'email' | 'tel' ? true : false, 'invalid'> & {
        readonly tooLong: string;
      }
  : R extends ChoiceRule
    ? MessageWhen<R['required'], 'required'> &
        MessageWhen<R['required'] extends true ? false : true, 'invalid'>
    : MessageWhen<R['required'], 'required'>;

/**
 * A field as the table writes it: its rule as quoteRules has it (spread, so a length or a
 * value is written once), its words, exactly its rule's messages, and an option for each value.
 */
type SpecFor<R extends FieldRule> = R &
  (R extends TextRule
    ? Omit<TextFieldSpec, keyof TextRule | 'errors'>
    : R extends ChoiceRule
      ? Omit<ChoiceFieldSpec, keyof ChoiceRule | 'errors' | 'options'> & {
          readonly options: readonly Option<R['values'][number]>[];
        }
      : Omit<CheckboxFieldSpec, keyof CheckboxRule | 'errors'>) & {readonly errors: ErrorsFor<R>};

/** A list's options: each value of its rule with its label, so no value goes without one. */
function optionsOf<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<NoInfer<V>, string>>,
): readonly Option<V>[] {
  return values.map((value) => ({value, label: labels[value]}));
}

export const quoteSteps = [
  {number: 1, title: translate({id: 'quote.step.personal.title', message: 'Personal Info'})},
  {number: 2, title: translate({id: 'quote.step.project.title', message: 'Project Details'})},
  {number: 3, title: translate({id: 'quote.step.preferences.title', message: 'Preferences'})},
  {number: 4, title: translate({id: 'quote.step.review.title', message: 'Review'})},
] as const;

export const reviewText = {
  notProvided: translate({
    id: 'quote.review.notProvided',
    message: 'Not provided',
    description: 'Review and e-mail summary: an optional text field left empty',
  }),
  notSpecified: translate({
    id: 'quote.review.notSpecified',
    message: 'Not specified',
    description: 'Review and e-mail summary: an optional list left unchosen',
  }),
  yes: translate({
    id: 'quote.review.yes',
    message: 'Yes',
    description: 'Review: a ticked optional box',
  }),
  no: translate({id: 'quote.review.no', message: 'No', description: 'Review: an unticked box'}),
  accepted: translate({
    id: 'quote.review.accepted',
    message: 'Accepted',
    description: 'Review: the terms were accepted',
  }),
  change: translate({
    id: 'quote.review.change',
    message: 'Change',
    description: 'Review: button going back to a step',
  }),
  intro: translate({
    id: 'quote.review.intro',
    message: 'Check your details before you send them. You can change anything you need to.',
  }),
} as const;

/** Every field, in the order asked. Option values are exactly those of spec section 3. */
export const quoteFields = {
  firstName: {
    ...quoteRules.firstName,
    step: 1,
    width: 'half',
    autoComplete: 'given-name',
    label: translate({id: 'quote.field.firstName.label', message: 'First name'}),
    errors: {
      required: translate({
        id: 'quote.field.firstName.error.required',
        message: 'Enter your first name',
      }),
      tooLong: translate({
        id: 'quote.field.firstName.error.tooLong',
        message: 'First name must be 50 characters or fewer',
      }),
      multiline: translate({
        id: 'quote.field.firstName.error.multiline',
        message: 'First name must be on one line',
      }),
    },
    review: {
      label: translate({
        id: 'quote.field.firstName.review',
        message: 'Name',
        description: 'Review row: first and last name',
      }),
    },
    emailParam: 'firstName',
  },
  lastName: {
    ...quoteRules.lastName,
    step: 1,
    width: 'half',
    autoComplete: 'family-name',
    label: translate({id: 'quote.field.lastName.label', message: 'Last name'}),
    errors: {
      required: translate({
        id: 'quote.field.lastName.error.required',
        message: 'Enter your last name',
      }),
      tooLong: translate({
        id: 'quote.field.lastName.error.tooLong',
        message: 'Last name must be 50 characters or fewer',
      }),
      multiline: translate({
        id: 'quote.field.lastName.error.multiline',
        message: 'Last name must be on one line',
      }),
    },
    review: 'withPrevious',
    emailParam: 'lastName',
  },
  email: {
    ...quoteRules.email,
    step: 1,
    autoComplete: 'email',
    label: translate({id: 'quote.field.email.label', message: 'Email address'}),
    hint: translate({
      id: 'quote.field.email.hint',
      message: 'We will send a copy of your estimate here.',
    }),
    errors: {
      ...emailAddressErrors,
      tooLong: translate({
        id: 'quote.field.email.error.tooLong',
        message: 'Email address must be 254 characters or fewer',
      }),
    },
    review: {label: translate({id: 'quote.field.email.review', message: 'Email'})},
    emailParam: 'email',
  },
  phone: {
    ...quoteRules.phone,
    step: 1,
    autoComplete: 'tel',
    label: translate({id: 'quote.field.phone.label', message: 'Phone number'}),
    hint: translate({
      id: 'quote.field.phone.hint',
      message: 'For example 0712 345 678, or +44 20 7946 0958 if you are outside Kenya.',
    }),
    errors: {
      required: translate({
        id: 'quote.field.phone.error.required',
        message: 'Enter your phone number',
      }),
      invalid: translate({
        id: 'quote.field.phone.error.invalid',
        message:
          'Enter a phone number like 0712 345 678, or with the country code, like +44 20 7946 0958',
      }),
      tooLong: translate({
        id: 'quote.field.phone.error.tooLong',
        message: 'Phone number must be 30 characters or fewer',
      }),
    },
    review: {label: translate({id: 'quote.field.phone.review', message: 'Phone'})},
    emailParam: 'phone',
  },
  city: {
    ...quoteRules.city,
    step: 1,
    autoComplete: 'address-level2',
    label: translate({id: 'quote.field.city.label', message: 'City or town (optional)'}),
    errors: {
      tooLong: translate({
        id: 'quote.field.city.error.tooLong',
        message: 'City or town must be 80 characters or fewer',
      }),
      multiline: translate({
        id: 'quote.field.city.error.multiline',
        message: 'City or town must be on one line',
      }),
    },
    review: {
      label: translate({id: 'quote.field.city.review', message: 'City or town'}),
      empty: reviewText.notProvided,
    },
    emailParam: 'city',
  },
  preferredContact: {
    ...quoteRules.preferredContact,
    step: 1,
    options: optionsOf(quoteRules.preferredContact.values, {
      email: translate({id: 'quote.option.preferredContact.email', message: 'Email'}),
      phone: translate({id: 'quote.option.preferredContact.phone', message: 'Phone call'}),
      whatsapp: translate({id: 'quote.option.preferredContact.whatsapp', message: 'WhatsApp'}),
    }),
    label: translate({
      id: 'quote.field.preferredContact.label',
      message: 'How should we contact you?',
    }),
    errors: {
      required: translate({
        id: 'quote.field.preferredContact.error.required',
        message: 'Select how we should contact you',
      }),
    },
    review: {
      label: translate({id: 'quote.field.preferredContact.review', message: 'Preferred contact'}),
      empty: reviewText.notSpecified,
    },
    emailParam: 'preferredContact',
  },
  projectType: {
    ...quoteRules.projectType,
    step: 2,
    options: optionsOf(quoteRules.projectType.values, {
      residential: translate({
        id: 'quote.option.projectType.residential',
        message: 'Residential Construction',
      }),
      commercial: translate({
        id: 'quote.option.projectType.commercial',
        message: 'Commercial Construction',
      }),
      industrial: translate({
        id: 'quote.option.projectType.industrial',
        message: 'Industrial & Factory Build',
      }),
      renovation: translate({
        id: 'quote.option.projectType.renovation',
        message: 'Renovation & Retrofitting',
      }),
      supervision: translate({
        id: 'quote.option.projectType.supervision',
        message: 'Site Supervision & Surveying',
      }),
      design: translate({id: 'quote.option.projectType.design', message: 'Custom Home Design'}),
      other: translate({id: 'quote.option.projectType.other', message: 'Other'}),
    }),
    label: translate({id: 'quote.field.projectType.label', message: 'Type of project'}),
    placeholder: translate({
      id: 'quote.field.projectType.placeholder',
      message: 'Select a project type',
    }),
    errors: {
      required: translate({
        id: 'quote.field.projectType.error.required',
        message: 'Select the type of project',
      }),
    },
    review: {
      label: translate({id: 'quote.field.projectType.review', message: 'Project type'}),
      empty: reviewText.notSpecified,
    },
    emailParam: 'projectType',
  },
  projectDescription: {
    ...quoteRules.projectDescription,
    step: 2,
    label: translate({
      id: 'quote.field.projectDescription.label',
      message: 'Describe your project',
    }),
    hint: translate({
      id: 'quote.field.projectDescription.hint',
      message:
        'The plot, what you want to build or change, and anything you already have (title deed, drawings, approvals). Up to 2,000 characters.',
    }),
    errors: {
      required: translate({
        id: 'quote.field.projectDescription.error.required',
        message: 'Describe your project',
      }),
      tooLong: translate({
        id: 'quote.field.projectDescription.error.tooLong',
        message: 'Project description must be 2,000 characters or fewer',
      }),
    },
    review: {
      label: translate({id: 'quote.field.projectDescription.review', message: 'Description'}),
      empty: reviewText.notProvided,
    },
    emailParam: 'projectDescription',
  },
  budget: {
    ...quoteRules.budget,
    step: 2,
    width: 'half',
    options: budgetBands,
    label: translate({id: 'quote.field.budget.label', message: 'Budget (optional)'}),
    placeholder: translate({
      id: 'quote.field.budget.placeholder',
      message: 'Select a budget range',
    }),
    errors: {
      invalid: translate({
        id: 'quote.field.budget.error.invalid',
        message: 'Select a budget range from the list',
      }),
    },
    review: {
      label: translate({id: 'quote.field.budget.review', message: 'Budget'}),
      empty: reviewText.notSpecified,
    },
    emailParam: 'budget',
  },
  timeline: {
    ...quoteRules.timeline,
    step: 2,
    width: 'half',
    options: optionsOf(quoteRules.timeline.values, {
      immediate: translate({
        id: 'quote.option.timeline.immediate',
        message: 'Immediate (1-3 months)',
      }),
      soon: translate({id: 'quote.option.timeline.soon', message: 'Soon (3-6 months)'}),
      planning: translate({
        id: 'quote.option.timeline.planning',
        message: 'Planning (6-12 months)',
      }),
      future: translate({id: 'quote.option.timeline.future', message: 'Future (12+ months)'}),
    }),
    label: translate({
      id: 'quote.field.timeline.label',
      message: 'When do you want to start? (optional)',
    }),
    placeholder: translate({id: 'quote.field.timeline.placeholder', message: 'Select a timeline'}),
    errors: {
      invalid: translate({
        id: 'quote.field.timeline.error.invalid',
        message: 'Select a timeline from the list',
      }),
    },
    review: {
      label: translate({id: 'quote.field.timeline.review', message: 'Timeline'}),
      empty: reviewText.notSpecified,
    },
    emailParam: 'timeline',
  },
  hearAbout: {
    ...quoteRules.hearAbout,
    step: 3,
    options: optionsOf(quoteRules.hearAbout.values, {
      search: translate({
        id: 'quote.option.hearAbout.search',
        message: 'Search engine (Google, Bing)',
      }),
      social: translate({id: 'quote.option.hearAbout.social', message: 'Social media'}),
      referral: translate({
        id: 'quote.option.hearAbout.referral',
        message: 'Referral from a friend or past client',
      }),
      ad: translate({id: 'quote.option.hearAbout.ad', message: 'Advertisement'}),
      event: translate({id: 'quote.option.hearAbout.event', message: 'Event or trade show'}),
      other: translate({id: 'quote.option.hearAbout.other', message: 'Other'}),
    }),
    label: translate({
      id: 'quote.field.hearAbout.label',
      message: 'How did you hear about us? (optional)',
    }),
    placeholder: translate({id: 'quote.field.hearAbout.placeholder', message: 'Select an answer'}),
    errors: {
      invalid: translate({
        id: 'quote.field.hearAbout.error.invalid',
        message: 'Select how you heard about us from the list',
      }),
    },
    review: {
      label: translate({id: 'quote.field.hearAbout.review', message: 'Heard about us through'}),
      empty: reviewText.notSpecified,
    },
    emailParam: 'hearAbout',
  },
  address: {
    ...quoteRules.address,
    step: 3,
    label: translate({
      id: 'quote.field.address.label',
      message: 'Site address or location (optional)',
    }),
    hint: translate({
      id: 'quote.field.address.hint',
      message: 'For example: Plot 12, Kiambu Road, Ridgeways.',
    }),
    errors: {
      tooLong: translate({
        id: 'quote.field.address.error.tooLong',
        message: 'Site address must be 200 characters or fewer',
      }),
      multiline: translate({
        id: 'quote.field.address.error.multiline',
        message: 'Site address must be on one line',
      }),
    },
    review: {
      label: translate({id: 'quote.field.address.review', message: 'Site address'}),
      empty: reviewText.notProvided,
    },
    emailParam: 'address',
  },
  communicationsConsent: {
    ...quoteRules.communicationsConsent,
    step: 3,
    label: translate(
      {
        id: 'quote.field.communicationsConsent.label',
        message:
          'Send me occasional project updates and building tips from {company} by email (optional)',
      },
      {company: company.shortName},
    ),
    errors: {},
    review: {
      label: translate({
        id: 'quote.field.communicationsConsent.review',
        message: 'Updates by email',
      }),
      checked: reviewText.yes,
      unchecked: reviewText.no,
    },
  },
  termsAccepted: {
    ...quoteRules.termsAccepted,
    step: 3,
    label: translate({
      id: 'quote.field.termsAccepted.label',
      message: 'I agree to the terms and conditions and the privacy policy',
    }),
    links: [
      {
        label: translate({
          id: 'quote.field.termsAccepted.terms',
          message: 'Read the terms and conditions',
        }),
        to: '/terms-of-service',
      },
      {
        label: translate({
          id: 'quote.field.termsAccepted.privacy',
          message: 'Read the privacy policy',
        }),
        to: '/privacy-policy',
      },
    ],
    errors: {
      required: translate({
        id: 'quote.field.termsAccepted.error.required',
        message: 'Agree to the terms and conditions to send your request',
      }),
    },
    review: {
      label: translate({id: 'quote.field.termsAccepted.review', message: 'Terms and conditions'}),
      checked: reviewText.accepted,
      unchecked: reviewText.no,
    },
  },
} as const satisfies {readonly [K in keyof typeof quoteRules]: SpecFor<(typeof quoteRules)[K]>};

/** Step n of 4, with the step's title. */
export function stepHeading(step: number, title: string): string {
  return translate(
    {
      id: 'quote.step.heading',
      message: 'Step {step} of {count}: {title}',
      description: 'The heading of each step of the quote form',
    },
    {step, count: quoteSteps.length, title},
  );
}

export const formText = {
  label: translate({
    id: 'quote.form.label',
    message: 'Quote request',
    description: 'Accessible name of the quote form',
  }),
  progress: translate({
    id: 'quote.progress.label',
    message: 'Progress',
    description: 'Accessible name of the list of steps',
  }),
  completed: translate({
    id: 'quote.progress.completed',
    message: '(completed)',
    description: 'Read after a completed step',
  }),
  current: translate({
    id: 'quote.progress.current',
    message: '(current step)',
    description: 'Read after the current step',
  }),
  errorSummaryTitle: translate({
    id: 'quote.errorSummary.title',
    message: 'There is a problem',
    description: 'Title of the list of errors shown when a step has mistakes',
  }),
} as const;

/** What to tell the visitor for each kind of failure (see src/lib/emailjs.ts). */
export const failureHints = {
  ...sendFailureHints,
  'spam-check': translate({
    id: 'quote.failure.spamCheck',
    message: 'We could not confirm that this request was sent by a person.',
  }),
} as const;

/** The readable summary sent as fullMessage and prefilled in the e-mail and WhatsApp fallbacks. */
export const summaryText = {
  title: translate({
    id: 'quote.summary.title',
    message: 'Quote request',
    description: 'Heading of the e-mailed summary, under the reference',
  }),
  submitted: translate({
    id: 'quote.summary.submitted',
    message: 'Submitted',
    description: 'E-mailed summary: when it was sent',
  }),
  /**
   * Which language to reply in. Not translated: the line is for the company's staff, in their
   * working language, whichever edition the visitor wrote from ("Language: Kiswahili").
   */
  language: 'Language',
  /** The request's reference, first line of the e-mail; for staff, like `language`. */
  reference: 'Reference',
  emailSubject: (name: string) =>
    translate(
      {
        id: 'quote.summary.emailSubject',
        message: 'Quote request from {name}',
        description: 'Subject of the prefilled e-mail',
      },
      {name},
    ),
} as const;
