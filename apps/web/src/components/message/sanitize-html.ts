import DOMPurify from 'dompurify';

/**
 * HTML from a message is shown only after this: no scripts, no event handlers,
 * no `javascript:` or other non-web links (DOMPurify's defaults), and none of
 * the elements that could pass for our own interface (forms, buttons, frames)
 * or restyle the page. Links open in a new tab without access to this one.
 */
const config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'object',
    'embed',
    'link',
  ],
  FORBID_ATTR: ['style', 'id', 'name'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
};

let hooked = false;

function addLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, config);
}
