import classes from './print-image.module.css';

const SHEET_ATTRIBUTE = 'data-print-sheet';

/**
 * Prints one picture (a QR code) with its title and link, on a page of its own:
 * a sheet is added to the document, print styles hide everything else, and the
 * sheet goes away after printing. No window or frame is opened (the CSP forbids
 * frames, and pop-ups get blocked).
 */
export async function printImage({ src, title, caption }: { src: string; title: string; caption?: string }) {
  // A browser that never fired `afterprint` for an earlier sheet must not print both.
  for (const old of document.querySelectorAll(`[${SHEET_ATTRIBUTE}]`)) old.remove();

  const sheet = document.createElement('div');
  sheet.setAttribute(SHEET_ATTRIBUTE, '');
  sheet.className = classes.sheet ?? '';
  const heading = document.createElement('h1');
  heading.textContent = title;
  const image = document.createElement('img');
  image.src = src;
  image.alt = '';
  sheet.append(heading, image);
  if (caption) {
    const text = document.createElement('p');
    text.textContent = caption;
    sheet.append(text);
  }
  document.body.append(sheet);
  document.documentElement.dataset.printing = 'sheet';

  // Some browsers (Safari on iPhone) return from print() at once and fire afterprint later.
  window.addEventListener(
    'afterprint',
    () => {
      sheet.remove();
      delete document.documentElement.dataset.printing;
    },
    { once: true },
  );
  // Print only once the picture is ready, or the page comes out blank.
  await image.decode().catch(() => {});
  window.print();
}
