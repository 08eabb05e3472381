import { chromium } from 'playwright-core';

const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
const c = await b.newContext({ bypassCSP: true, serviceWorkers: 'block' });
await c.addInitScript({
  content: `(() => { const o = new MutationObserver(() => { if (window.__p === undefined && document.querySelector('main h1')) { window.__p = performance.now(); o.disconnect(); } }); o.observe(document, { childList: true, subtree: true }); })();`,
});
const p = await c.newPage();
await p.goto(process.argv[2], { waitUntil: 'load' });
await p.waitForTimeout(3000);
console.log(
  await p.evaluate(
    `JSON.stringify({p: window.__p, load: performance.getEntriesByType('navigation')[0].loadEventEnd, fcp: performance.getEntriesByType('paint').map(e=>e.name+':'+e.startTime), js: performance.getEntriesByType('resource').filter(e=>e.name.endsWith('.js')).map(e=>[Math.round(e.startTime), e.initiatorType, e.name.split('/').pop()])})`,
  ),
);
await b.close();
