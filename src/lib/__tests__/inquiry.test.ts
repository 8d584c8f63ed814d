import {
  emptyInquiry,
  lenientValidators,
  validateField,
  validateInquiry,
  validateStep,
  type InquiryValues,
} from '../inquiry';
import {checkPhone, validators} from '../phone';
import {quoteFields} from '@site/src/data/quoteForm';
import {maxEmailLength} from '../email';

const complete: InquiryValues = {
  ...emptyInquiry,
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  email: 'wanjiru@example.co.ke',
  phone: '0712 345 678',
  projectType: 'residential',
  projectDescription: 'A four-bedroom maisonette on a 50 by 100 plot in Kitengela.',
  termsAccepted: true,
};

describe('checkPhone', () => {
  it.each([
    ['0712 345 678', '+254712345678'],
    ['0712345678', '+254712345678'],
    ['0712-345-678', '+254712345678'],
    ['(0712) 345678', '+254712345678'],
    ['0110 123 456', '+254110123456'],
    ['011 0123456', '+254110123456'],
    ['+254 712 345 678', '+254712345678'],
    ['+254712345678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['254 712 345 678', '+254712345678'],
    ['+254 0712 345 678', '+254712345678'],
    ['020 272 0000', '+254202720000'],
    ['+254 20 272 0000', '+254202720000'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+1 212 555 0123', '+12125550123'],
    ['+256 772 123456', '+256772123456'],
  ])('accepts %j as %s', (raw, e164) => {
    expect(checkPhone(raw)).toEqual({valid: true, e164});
  });

  it.each([
    '',
    '12345',
    '071234567',
    '07123456789',
    '+2547123456789',
    'call 0712345678',
    '0712 345 678 ext',
    '+44 20',
    '++254712345678',
  ])('rejects %j', (raw) => {
    expect(checkPhone(raw)).toEqual({valid: false});
  });
});

describe('validateStep', () => {
  it('step 1 requires first and last name, e-mail and phone; city is optional', () => {
    expect(validateStep(1, emptyInquiry, validators)).toEqual({
      firstName: quoteFields.firstName.errors.required,
      lastName: quoteFields.lastName.errors.required,
      email: quoteFields.email.errors.required,
      phone: quoteFields.phone.errors.required,
    });
    expect(validateStep(1, complete, validators)).toEqual({});
  });

  it('step 1 rejects a malformed e-mail and phone number', () => {
    expect(validateStep(1, {...complete, email: 'wanjiru@', phone: '0712'}, validators)).toEqual({
      email: quoteFields.email.errors.invalid,
      phone: quoteFields.phone.errors.invalid,
    });
  });

  it('step 2 requires the project type and description; budget and timeline are optional', () => {
    expect(validateStep(2, emptyInquiry, validators)).toEqual({
      projectType: quoteFields.projectType.errors.required,
      projectDescription: quoteFields.projectDescription.errors.required,
    });
    expect(validateStep(2, complete, validators)).toEqual({});
  });

  it('step 3 requires only the terms and conditions', () => {
    expect(validateStep(3, emptyInquiry, validators)).toEqual({
      termsAccepted: quoteFields.termsAccepted.errors.required,
    });
    expect(validateStep(3, {...emptyInquiry, termsAccepted: true}, validators)).toEqual({});
  });

  it('treats whitespace-only answers as empty', () => {
    expect(validateField('firstName', {...complete, firstName: '   '}, validators)).toBe(
      quoteFields.firstName.errors.required,
    );
  });

  it('caps every text field', () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(validateField('firstName', {...complete, firstName: long(51)}, validators)).toBe(
      quoteFields.firstName.errors.tooLong,
    );
    expect(
      validateField('firstName', {...complete, firstName: long(50)}, validators),
    ).toBeUndefined();
    expect(validateField('lastName', {...complete, lastName: long(51)}, validators)).toBe(
      quoteFields.lastName.errors.tooLong,
    );
    expect(validateField('city', {...complete, city: long(81)}, validators)).toBe(
      quoteFields.city.errors.tooLong,
    );
    expect(validateField('address', {...complete, address: long(201)}, validators)).toBe(
      quoteFields.address.errors.tooLong,
    );
    expect(
      validateField(
        'projectDescription',
        {...complete, projectDescription: long(2001)},
        validators,
      ),
    ).toBe(quoteFields.projectDescription.errors.tooLong);
    expect(
      validateField(
        'projectDescription',
        {...complete, projectDescription: long(2000)},
        validators,
      ),
    ).toBeUndefined();
    expect(validateField('phone', {...complete, phone: '0'.repeat(31)}, validators)).toBe(
      quoteFields.phone.errors.tooLong,
    );
    expect(validateField('email', {...complete, email: `${long(250)}@x.ke`}, validators)).toBe(
      quoteFields.email.errors.tooLong,
    );
  });

  it('refuses line breaks in single-line fields but allows them in the description', () => {
    expect(
      validateField('firstName', {...complete, firstName: 'Wanjiru\r\nBcc: x@y.z'}, validators),
    ).toBe(quoteFields.firstName.errors.multiline);
    expect(validateField('city', {...complete, city: 'Nairobi\nWest'}, validators)).toBe(
      quoteFields.city.errors.multiline,
    );
    expect(
      validateField('address', {...complete, address: 'Plot 12\rKiambu Road'}, validators),
    ).toBe(quoteFields.address.errors.multiline);
    expect(
      validateField(
        'projectDescription',
        {...complete, projectDescription: 'Line one\nLine two'},
        validators,
      ),
    ).toBeUndefined();
  });

  it('rejects option values that are not in the spec lists', () => {
    const tampered = {
      ...complete,
      projectType: 'castle',
      budget: 'lots',
      timeline: 'never',
      hearAbout: 'tv',
    } as unknown as InquiryValues;
    expect(validateStep(2, tampered, validators)).toEqual({
      projectType: quoteFields.projectType.errors.required,
      budget: quoteFields.budget.errors.invalid,
      timeline: quoteFields.timeline.errors.invalid,
    });
    expect(validateField('hearAbout', tampered, validators)).toBe(
      quoteFields.hearAbout.errors.invalid,
    );
  });
});

describe('validateInquiry', () => {
  it('names the first step with a problem', () => {
    const result = validateInquiry(
      {...complete, projectDescription: '', termsAccepted: false},
      validators,
    );
    expect(result).toEqual({
      ok: false,
      step: 2,
      errors: {projectDescription: quoteFields.projectDescription.errors.required},
    });
  });

  it('returns the trimmed inquiry with the phone in E.164', () => {
    const result = validateInquiry(
      {...complete, firstName: ' Wanjiru ', email: ' wanjiru@example.co.ke'},
      validators,
    );
    expect(result.ok && result.inquiry).toEqual({...complete, phone: '+254712345678'});
  });
});

describe('lenientValidators (phone library unavailable)', () => {
  it.each([
    ['0712 345 678', {valid: true, e164: '0712345678'}],
    ['+44 20 7946 0958', {valid: true, e164: '+442079460958'}],
    ['12345', {valid: false}],
    ['call me', {valid: false}],
  ])('%j → %j', (raw, result) => {
    expect(lenientValidators.phone(raw)).toEqual(result);
  });
});

describe('the e-mail field', () => {
  it('accepts as long an address as e-mail itself allows, and no longer', () => {
    expect(quoteFields.email.maxLength).toBe(maxEmailLength);
  });
});
