import {chromium} from '@playwright/test';
const base = 'http://127.0.0.1:4176';
const [,, path, width, scheme, ...selectors] = process.argv;
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu']});
const context = await browser.newContext({viewport: {width: Number(width), height: 800}, colorScheme: scheme});
await context.route((url) => !url.href.startsWith(base), (route) => route.fulfill({status: 204, body: ''}));
const page = await context.newPage();
await page.goto(base + path);
await page.waitForSelector('html[data-has-hydrated=true]');
await page.waitForTimeout(500);
let i = 0;
await page.screenshot({path: `/tmp/wt6-shots/${process.env.P ?? "v"}-${i++}.png`});
for (const sel of selectors) {
  if (/^\d+$/.test(sel)) { await page.evaluate((y) => window.scrollTo(0, y), Number(sel)); }
  else { await page.locator(sel).first().scrollIntoViewIfNeeded(); }
  await page.waitForTimeout(900);
  await page.screenshot({path: `/tmp/wt6-shots/${process.env.P ?? "v"}-${i++}.png`});
}
await browser.close();
