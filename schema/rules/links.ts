/**
 * A link the legacy gives to another site (an invoice in the document store, a service's brochure), kept only
 * when it is an http or https address: anything else (javascript:, a relative path) is not offered.
 */
export function webLinkOf(url: string | null): string | null {
  if (url === null || !URL.canParse(url)) return null;
  return ['http:', 'https:'].includes(new URL(url).protocol) ? url : null;
}
