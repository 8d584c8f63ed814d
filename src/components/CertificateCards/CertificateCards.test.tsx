import {render, screen, within} from '@testing-library/react';
import CertificateCards from '.';
import {googleDriveDownloadUrl} from '@site/src/data/certification';
import type {CertificateContent} from '@site/src/data/frontMatterTypes';

// Alpha's document (ISO) is published as a file; Beta's (KRA) stays on request.
jest.mock('@site/src/data/certification', () => {
  const actual = jest.requireActual('@site/src/data/certification');
  return {
    ...actual,
    certificateDocuments: {
      ...actual.certificateDocuments,
      'iso-9001-2015': {kind: 'file', url: actual.googleDriveDownloadUrl('file-1')},
    },
  };
});

const requirements = ['One', 'Two', 'Three', 'Four', 'Five'] as const;
const fileUrl = googleDriveDownloadUrl('file-1');
const image = 'https://images.unsplash.com/photo-1503387762-592deb58ef4e';
const sample: readonly CertificateContent[] = [
  {
    id: 'iso-9001-2015',
    title: 'Alpha Certificate',
    issuer: 'Alpha Board',
    description: 'What Alpha proves.',
    requirements,
    image,
  },
  {
    id: 'kra-tax-compliance',
    title: 'Beta Certificate',
    issuer: 'Beta Office',
    description: 'What Beta proves.',
    requirements,
    image,
  },
];

describe('CertificateCards', () => {
  beforeEach(() => {
    render(<CertificateCards certificates={sample} />);
  });

  it('shows each certificate as an article named by its title, with issuer and description', () => {
    const card = screen.getByRole('article', {name: 'Alpha Certificate'});
    expect(card).toHaveTextContent('Issued by: Alpha Board');
    expect(card).toHaveTextContent('What Alpha proves.');
  });

  it('lists the five requirements of each certificate', () => {
    for (const title of ['Alpha Certificate', 'Beta Certificate']) {
      const card = screen.getByRole('article', {name: title});
      const list = within(card).getByRole('list', {name: 'Requirements'});
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([...requirements]);
    }
  });

  it('links a certificate file for download', () => {
    const card = screen.getByRole('article', {name: 'Alpha Certificate'});
    expect(
      within(card).getByRole('link', {name: /^Download certificate – Alpha Certificate/}),
    ).toHaveAttribute('href', fileUrl);
  });

  it('sends visitors to the contact page for a certificate available on request', () => {
    const card = screen.getByRole('article', {name: 'Beta Certificate'});
    expect(
      within(card).getByRole('link', {name: 'Available on request – Beta Certificate'}),
    ).toHaveAttribute('href', '/contact');
  });
});
