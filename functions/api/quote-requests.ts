// Cloudflare Pages Function at /api/quote-requests: a visitor's quote request, checked and kept in
// the inbox's D1 database before it is mailed (src/server/quoteRequestStore.ts).
import {handleQuoteRequest, type QuoteStoreSettings} from '../../src/server/quoteRequestStore';

export const onRequestPost = ({request, env}: {request: Request; env: QuoteStoreSettings}) =>
  handleQuoteRequest(request, env);
