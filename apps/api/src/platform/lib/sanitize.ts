import sanitizeHtml from 'sanitize-html';

/** REC-7: the HTML a job description may carry. Everything else is dropped on write. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    // Links in descriptions leave the site: open them apart and pass no referrer or ranking.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

export function sanitizeJobHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
