/** The site built without EmailJS settings or a newsletter provider (build-no-email/): honest notices, nothing sent. */
import {test, expect, expectNoAxeViolationsInEveryMode, open} from './fixtures';
import {expectSummaryLinks, reachReview, startTime, wizard} from './quoteWizard';

test('the quote wizard says online sending is not set up, offers e-mail and WhatsApp, and sends nothing', async ({
  page,
}) => {
  const outgoing: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('emailjs')) {
      outgoing.push(request.url());
    }
  });
  await page.clock.setFixedTime(startTime);
  await open(page, '/contact');
  await reachReview(page);
  const form = wizard(page);
  await expect(form).toContainText('Online sending is not set up on this website yet.');
  await expect(form).toContainText('Your request has not been sent.');
  await expect(form.getByRole('button', {name: 'Submit Request'})).toHaveCount(0);
  await expectSummaryLinks(form, null);
  await expect(page.getByText('Request Submitted Successfully!')).toHaveCount(0);
  expect(outgoing).toEqual([]);
});

test('the newsletter says sign-up is not available here and points to RSS', async ({page}) => {
  await open(page, '/contact');
  const section = page.getByRole('region', {name: 'Stay Informed'});
  await expect(section).toContainText(
    'Newsletter sign-up is not available on this copy of the website.',
  );
  await expect(section.getByRole('textbox')).toHaveCount(0);
  await expect(section.getByRole('link', {name: 'Follow our insights by RSS'})).toHaveAttribute(
    'href',
    '/insights/rss.xml',
  );
});

test('the not-set-up notice is axe clean at both widths in both colour modes', async ({page}) => {
  await page.clock.setFixedTime(startTime);
  await open(page, '/contact');
  await reachReview(page);
  await expectNoAxeViolationsInEveryMode(page, wizard(page));
});
