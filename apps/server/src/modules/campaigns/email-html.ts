import type sanitizeHtmlModule from 'sanitize-html';
import { escapeHtml } from '@openhouse/shared/campaigns/merge-tags';
import { onFirstUse } from '../../platform/lazy-module';

// Both load with the first template saved or mail composed: they pull in an HTML parser and a CSS engine.
const juice = onFirstUse<typeof import('juice')>('juice');
const sanitizeHtml = onFirstUse<typeof sanitizeHtmlModule>('sanitize-html');

/*
 * The e-mail allowlist: the table layout and text markup mail clients render, links to http(s) and mailto,
 * images from http(s) only. Scripts, styles blocks, forms, frames, event handlers and javascript: or data: URLs
 * never reach a stored template. A style value may not hold parentheses, so no url() or expression() either.
 */
const SAFE_STYLE_VALUE = [/^[^()<>\\;]*$/];
const STYLE_PROPERTIES = [
  'background', 'background-color', 'border', 'border-top', 'border-bottom', 'border-left', 'border-right', 'border-radius', 'border-collapse',
  'color', 'display', 'font', 'font-family', 'font-size', 'font-style', 'font-weight', 'height', 'line-height', 'margin', 'margin-top',
  'margin-bottom', 'margin-left', 'margin-right', 'max-width', 'min-width', 'padding', 'padding-top', 'padding-bottom', 'padding-left',
  'padding-right', 'text-align', 'text-decoration', 'text-transform', 'vertical-align', 'width', 'letter-spacing', 'white-space',
];

const EMAIL_ALLOWLIST: sanitizeHtmlModule.IOptions = {
  allowedTags: ['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'p', 'br', 'h1', 'h2', 'h3', 'h4', 'a', 'img', 'span', 'div', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'hr', 'center', 'blockquote'],
  allowedAttributes: {
    '*': ['style', 'align', 'valign', 'width', 'height', 'bgcolor', 'border', 'cellpadding', 'cellspacing', 'role', 'dir'],
    a: ['href', 'target', 'title', 'style'],
    img: ['src', 'alt', 'width', 'height', 'style', 'border'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: { '*': Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, SAFE_STYLE_VALUE])) },
  disallowedTagsMode: 'discard',
};

/** A template's body as it may be stored and sent. */
export function sanitiseEmailHtml(html: string): string {
  return sanitizeHtml()(html, EMAIL_ALLOWLIST);
}

/** The links a template's body points to (merge-tag links such as {{unsubscribe_url}} are the recipient's own, not tracked). */
export function linksOf(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\s[^>]*href="([^"]+)"/gi)) {
    const url = decodeEntities(match[1]!);
    if (/^https?:\/\//i.test(url)) links.add(url);
  }
  return [...links];
}

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** Base styles, inlined by juice into every element they match: many mail clients drop <style> blocks. */
const BASE_CSS = `
body { margin: 0; padding: 0; background: #f3f4f6; }
a { color: #1c7ed6; }
img { border: 0; outline: none; }
td { font-family: Arial, Helvetica, sans-serif; }
.footer { font-family: Arial, Helvetica, sans-serif; font-size: 12px; line-height: 18px; color: #6b7280; text-align: center; padding: 16px 24px; }
`;

const PREHEADER_STYLE = 'display:none;max-height:0;overflow:hidden;mso-hide:all;';

/**
 * The campaign's mail as sent, before the recipient's values: the body, a hidden preview text, the footer with
 * the unsubscribe link, and the base styles inlined. Tracked links are rewritten through `trackedHref`, which
 * keeps TOKEN_PLACEHOLDER for the recipient's token.
 */
export function composeCampaignHtml(input: { body: string; previewText: string; footer: string; trackedHref: (url: string) => string | null }): string {
  const body = input.body.replace(/(<a\s[^>]*href=")([^"]+)(")/gi, (whole, before: string, href: string, after: string) => {
    const tracked = input.trackedHref(decodeEntities(href));
    return tracked ? `${before}${tracked}${after}` : whole;
  });
  const preheader = input.previewText ? `<div style="${PREHEADER_STYLE}">${escapeHtml(input.previewText)}</div>` : '';
  const document = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${BASE_CSS}</style></head><body>${preheader}${body}<div class="footer">${input.footer}</div></body></html>`;
  return juice()(document);
}

/** Stands in the composed mail for each recipient's own token (base64url, so it never needs escaping). */
export const TOKEN_PLACEHOLDER = '__RECIPIENT_TOKEN__';

/** The plain-text part: the HTML's words, links kept in brackets. */
export function plainTextOf(html: string): string {
  return sanitizeHtml()(html.replace(/<a\s[^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/gi, '$2 [$1]').replace(/<\/(p|h1|h2|h3|h4|tr|div|li)>/gi, '\n').replace(/<br\s*\/?>/gi, '\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n\n')
    .trim();
}
