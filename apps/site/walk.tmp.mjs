import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[375, 800], [1280, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.request.post('http://localhost:3200/api/login', { data: { email: 'reader@demo.test', password: 'demo-password' } });
  const list = await (await page.request.get('http://localhost:3200/api/novels?section=all&sortBy=rating&ratingField=bRating&limit=5')).json();
  const card = list.result.novels[0];
  await page.goto(`http://localhost:3200/${card.section === 'novel' ? 'novels' : 'games'}/${encodeURIComponent(card.url)}`);
  await page.waitForLoadState('networkidle');
  const section = page.getByRole('region', { name: 'Оценки' });
  await section.getByRole('button', { name: 'Как считается' }).click();
  await section.getByText(/доля среднего/).waitFor();
  await section.screenshot({ path: `/tmp/ratings-${w}.png` });
  const me = await (await page.request.get('http://localhost:3200/api/settings')).json();
  await page.goto(`http://localhost:3200/ratings/${encodeURIComponent(me.result.user.username)}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/reader-ratings-${w}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
