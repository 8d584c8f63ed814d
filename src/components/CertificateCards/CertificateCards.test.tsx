import {render, screen, within} from '@testing-library/react';
import CertificateCards from '.';
import {certificates, certificationPage, googleDriveDownloadUrl, type Certificate} from '@site/src/data/certification';

const requirements = ['One', 'Two', 'Three', 'Four', 'Five'] as const;
const fileUrl = googleDriveDownloadUrl('file-1');
const sample: readonly Certificate[] = [
  {...certificates[0]!, id: 'a', title: 'Alpha Certificate', requirements, document: {kind: 'file', url: fileUrl}},
  {...certificates[1]!, id: 'b', title: 'Beta Certificate', requirements, document: {kind: 'on-request'}},
];

describe('CertificateCards', () => {
  beforeEach(() => {
    render(
      <CertificateCards certificates={sample} labels={certificationPage.certificates} documentLabels={certificationPage.documents} />,
    );
  });

  it('shows each certificate as an article named by its title, with issuer and description', () => {
    const card = screen.getByRole('article', {name: 'Alpha Certificate'});
    expect(card).toHaveTextContent(`Issued by: ${certificates[0]!.issuer}`);
    expect(card).toHaveTextContent(certificates[0]!.description);
  });

  it('lists the five requirements of each certificate', () => {
    for (const title of ['Alpha Certificate', 'Beta Certificate']) {
      const card = screen.getByRole('article', {name: title});
      const list = within(card).getByRole('list', {name: 'Requirements'});
      expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([...requirements]);
    }
  });

  it('links a certificate file for download', () => {
    const card = screen.getByRole('article', {name: 'Alpha Certificate'});
    expect(within(card).getByRole('link', {name: /^Download certificate – Alpha Certificate/})).toHaveAttribute('href', fileUrl);
  });

  it('sends visitors to the contact page for a certificate available on request', () => {
    const card = screen.getByRole('article', {name: 'Beta Certificate'});
    expect(within(card).getByRole('link', {name: 'Available on request – Beta Certificate'})).toHaveAttribute('href', '/contact');
  });
});
