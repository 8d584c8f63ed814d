#!/usr/bin/env bash
# The two builds the browser tests run against (`npm run build:test`, which `npm test` runs).
# Both hold both editions; e2e/playwright.config.ts serves each on its own port.
set -euo pipefail
cd "$(dirname "$0")/.."
PATH="$PWD/node_modules/.bin:$PATH"

# build/: the site as the host gets it, with EmailJS settings that are fake, so the quote form
# sends, to the e-mail service the tests intercept, and a newsletter provider named, so the
# sign-up form posts to /api/subscribe, which the tests intercept too; and a Cloudflare Web
# Analytics site token (made up: the beacon's host is the tests' stand-in), so the pages carry
# the beacon and the policy allows it. Every spec but those named in the next build reads this one.
CLOUDFLARE_WEB_ANALYTICS_TOKEN=a1b2c3d4e5f60718293a4b5c6d7e8f90 \
  EMAILJS_PUBLIC_KEY=test-public-key \
  EMAILJS_SERVICE_ID=test-service \
  EMAILJS_QUOTE_TEMPLATE_ID=test-quote-template \
  EMAILJS_TO_EMAIL=quotes@msingi-construction.example \
  NEWSLETTER_PROVIDER=buttondown \
  docusaurus build

# build-no-email/: what a source archive built without any settings makes, for the specs of
# that case (quote.no-email, writer-photos) and the HTML validation (build-audit):
# - no EmailJS settings, no newsletter provider and no analytics (removed even when the caller
#   has real ones): the honest notices, and no page measured;
# - no Git (GIT_DIR points nowhere): page dates from the build, as outside a worktree;
# - unminified (SKIP_HTML_MINIFICATION): html-validate needs the optional end tags;
# - one more article, with two photos straight from a phone (scripts/photo-fixture.mjs makes
#   the copy of blog/ it is built from, INSIGHTS_DIR);
# - an article, its writer and a case study whose words hold markup that would run if it were
#   not kept as text (scripts/hostile-fixture.mjs, into that copy and a copy of pages/, PAGES_DIR);
# - the one setting it has: the editor on a host of its own (EDITOR_URL, on this machine, https
#   since the host redirects only there), so the public tree holds no /admin/ and sends it
#   there, and the editor's tree is beside it (build-no-email-editor/):
#   e2e/editor-origin.spec.ts serves the two as two hosts, the editor at that address.
node scripts/photo-fixture.mjs
node scripts/hostile-fixture.mjs
env -u EMAILJS_PUBLIC_KEY -u EMAILJS_SERVICE_ID -u EMAILJS_QUOTE_TEMPLATE_ID \
  -u EMAILJS_TO_EMAIL -u NEWSLETTER_PROVIDER -u CLOUDFLARE_WEB_ANALYTICS_TOKEN \
  INSIGHTS_DIR=.build-fixture/blog \
  PAGES_DIR=.build-fixture/pages \
  GIT_DIR=/nonexistent \
  SKIP_HTML_MINIFICATION=true \
  EDITOR_URL="https://localhost:$((${E2E_PORT:-4173} + 300))" \
  docusaurus build --out-dir build-no-email

# A writer's article that holds code stops the build, named with its file and lines, before any
# of it runs (scripts/check-refused-content.mjs; English only: the check is the same in each).
node scripts/check-refused-content.mjs
