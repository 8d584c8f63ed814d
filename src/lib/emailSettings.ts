/**
 * EmailJS settings of the quote form: read from build-time environment variables by
 * docusaurus.config.ts and handed to the browser through `customFields`. All of them are public by design (EmailJS
 * public keys are meant for browsers); a build without them shows honest alternatives instead.
 */

/** What docusaurus.config.ts puts under customFields.emailjs ('' when unset). */
export type EmailJsFields = {
  readonly publicKey: string;
  readonly serviceId: string;
  readonly quoteTemplateId: string;
  readonly toEmail: string;
};

export const emailJsEnvironment = {
  publicKey: 'EMAILJS_PUBLIC_KEY',
  serviceId: 'EMAILJS_SERVICE_ID',
  quoteTemplateId: 'EMAILJS_QUOTE_TEMPLATE_ID',
  toEmail: 'EMAILJS_TO_EMAIL',
} as const satisfies Record<keyof EmailJsFields, string>;

export function emailJsFieldsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): EmailJsFields {
  const read = (key: keyof EmailJsFields) => (env[emailJsEnvironment[key]] ?? '').trim();
  return {
    publicKey: read('publicKey'),
    serviceId: read('serviceId'),
    quoteTemplateId: read('quoteTemplateId'),
    toEmail: read('toEmail'),
  };
}

/** Everything one send needs. */
export type SendSettings = {
  readonly publicKey: string;
  readonly serviceId: string;
  readonly templateId: string;
  readonly toEmail: string;
};

export type EmailSettings = {
  /** null when the site was built without the quote template's settings. */
  readonly quote: SendSettings | null;
};

function isFields(value: unknown): value is Partial<Record<keyof EmailJsFields, unknown>> {
  return typeof value === 'object' && value !== null;
}

/** Settings from customFields.emailjs; a missing piece switches that form to its fallback. */
export function parseEmailSettings(raw: unknown, defaultRecipient: string): EmailSettings {
  const fields = isFields(raw) ? raw : {};
  const text = (key: keyof EmailJsFields) =>
    typeof fields[key] === 'string' ? (fields[key] as string).trim() : '';
  const base = {
    publicKey: text('publicKey'),
    serviceId: text('serviceId'),
    toEmail: text('toEmail') || defaultRecipient,
  };
  const forTemplate = (templateId: string): SendSettings | null =>
    base.publicKey && base.serviceId && templateId ? {...base, templateId} : null;
  return {
    quote: forTemplate(text('quoteTemplateId')),
  };
}
