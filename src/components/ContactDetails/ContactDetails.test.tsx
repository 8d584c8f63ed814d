import {render, screen} from '@testing-library/react';
import ContactDetails from '.';
import {company} from '@site/src/data/company';

describe('ContactDetails', () => {
  beforeEach(() => {
    render(<ContactDetails />);
  });

  it('links every phone number with tel: and every address with mailto:', () => {
    for (const phone of company.phones) {
      expect(screen.getByRole('link', {name: phone.display})).toHaveAttribute(
        'href',
        `tel:${phone.e164}`,
      );
    }
    for (const email of company.emails) {
      expect(screen.getByRole('link', {name: email.address})).toHaveAttribute(
        'href',
        `mailto:${email.address}`,
      );
    }
  });

  it('shows the address and the working hours', () => {
    expect(screen.getByText(company.address.street, {exact: false})).toBeInTheDocument();
    expect(screen.getByText('8:00 AM-6:00 PM')).toBeInTheDocument();
    expect(screen.getByText('9:00 AM-1:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });

  it("offers 'Call Us' and a WhatsApp chat in a new tab", () => {
    expect(screen.getByRole('link', {name: /^Call Us/})).toHaveAttribute(
      'href',
      `tel:${company.phones[0].e164}`,
    );
    const whatsapp = screen.getByRole('link', {name: /WhatsApp/});
    expect(whatsapp).toHaveAttribute('href', `https://wa.me/${company.whatsapp}`);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
