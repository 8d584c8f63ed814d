/**
 * The quote request's rules without its words: each field's kind, length, whether it must be
 * answered, whether it is one line, and the values a choice may take. The form
 * (src/data/quoteForm.ts) gives these rules their words; the host, which stores a request
 * before it is mailed (src/server/quoteRequestStore.ts), checks a request against them and can
 * load no translate(). Free of words and imports, so the host's bundle can share it.
 */

export type TextRule = {
  readonly kind: 'text' | 'email' | 'tel' | 'textarea';
  /** Longest accepted answer, in characters once trimmed. */
  readonly maxLength: number;
  readonly required: boolean;
  /** Refuses line breaks. */
  readonly singleLine: boolean;
};

export type ChoiceRule = {
  readonly kind: 'select' | 'radio';
  readonly values: readonly string[];
  readonly required: boolean;
  /** Chosen from the start (otherwise nothing is). */
  readonly initial?: string;
};

export type CheckboxRule = {
  readonly kind: 'checkbox';
  /** Must be ticked. */
  readonly required: boolean;
};

export type FieldRule = TextRule | ChoiceRule | CheckboxRule;

/**
 * The budget ranges a visitor can name (spec section 3). Each runs from `fromKsh` up to, not
 * including, the next one's; the last is open. Their labels: src/data/budgetBands.ts.
 */
export const budgetRanges = [
  {value: 'under5m', fromKsh: 0},
  {value: '5m-10m', fromKsh: 5_000_000},
  {value: '10m-25m', fromKsh: 10_000_000},
  {value: '25m-50m', fromKsh: 25_000_000},
  {value: '50m-100m', fromKsh: 50_000_000},
  {value: 'over100m', fromKsh: 100_000_000},
] as const;

/** Every field, in the order asked. Option values are exactly those of spec section 3. */
export const quoteRules = {
  firstName: {kind: 'text', maxLength: 50, required: true, singleLine: true},
  lastName: {kind: 'text', maxLength: 50, required: true, singleLine: true},
  email: {kind: 'email', maxLength: 254, required: true, singleLine: false},
  phone: {kind: 'tel', maxLength: 30, required: true, singleLine: false},
  city: {kind: 'text', maxLength: 80, required: false, singleLine: true},
  preferredContact: {
    kind: 'radio',
    values: ['email', 'phone', 'whatsapp'],
    required: true,
    initial: 'email',
  },
  projectType: {
    kind: 'select',
    values: [
      'residential',
      'commercial',
      'industrial',
      'renovation',
      'supervision',
      'design',
      'other',
    ],
    required: true,
  },
  projectDescription: {kind: 'textarea', maxLength: 2000, required: true, singleLine: false},
  budget: {kind: 'select', values: budgetRanges.map(({value}) => value), required: false},
  timeline: {
    kind: 'select',
    values: ['immediate', 'soon', 'planning', 'future'],
    required: false,
  },
  hearAbout: {
    kind: 'select',
    values: ['search', 'social', 'referral', 'ad', 'event', 'other'],
    required: false,
  },
  address: {kind: 'text', maxLength: 200, required: false, singleLine: true},
  communicationsConsent: {kind: 'checkbox', required: false},
  termsAccepted: {kind: 'checkbox', required: true},
} as const satisfies Record<string, FieldRule>;
