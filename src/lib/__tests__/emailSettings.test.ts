import {emailJsFieldsFromEnv, parseEmailSettings} from '../emailSettings';

const env = {
  EMAILJS_PUBLIC_KEY: ' pk ',
  EMAILJS_SERVICE_ID: 'svc',
  EMAILJS_QUOTE_TEMPLATE_ID: 'quote',
  EMAILJS_TO_EMAIL: 'quotes@example.com',
};

describe('EmailJS settings', () => {
  it('reads the four build-time environment variables', () => {
    expect(emailJsFieldsFromEnv(env)).toEqual({
      publicKey: 'pk',
      serviceId: 'svc',
      quoteTemplateId: 'quote',
      toEmail: 'quotes@example.com',
    });
  });

  it('gives each form its template', () => {
    expect(parseEmailSettings(emailJsFieldsFromEnv(env), 'info@example.com')).toEqual({
      quote: {
        publicKey: 'pk',
        serviceId: 'svc',
        templateId: 'quote',
        toEmail: 'quotes@example.com',
      },
    });
  });

  it('falls back to the company address as recipient', () => {
    const settings = parseEmailSettings(
      emailJsFieldsFromEnv({...env, EMAILJS_TO_EMAIL: undefined}),
      'info@example.com',
    );
    expect(settings.quote?.toEmail).toBe('info@example.com');
  });

  it('switches a form off when its settings are missing', () => {
    expect(parseEmailSettings(emailJsFieldsFromEnv({}), 'info@example.com')).toEqual({
      quote: null,
    });
    expect(parseEmailSettings(undefined, 'info@example.com')).toEqual({
      quote: null,
    });
    expect(
      parseEmailSettings(emailJsFieldsFromEnv({...env, EMAILJS_QUOTE_TEMPLATE_ID: ''}), 'x@y.z')
        .quote,
    ).toBeNull();
    expect(
      parseEmailSettings(emailJsFieldsFromEnv({...env, EMAILJS_PUBLIC_KEY: ''}), 'x@y.z').quote,
    ).toBeNull();
  });
});
