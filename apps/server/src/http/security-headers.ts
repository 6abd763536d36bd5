/** Extra sources the Content-Security-Policy allows (a payment provider's hosts, when configured). */
export interface CspSources {
  scriptSrc: readonly string[];
  frameSrc: readonly string[];
  connectSrc: readonly string[];
  imgSrc: readonly string[];
}

/**
 * A strict policy: everything from this origin, nothing inline (the page's style elements carry a
 * per-response nonce that helmet adds to script-src and style-src), no framing of our pages.
 */
export function buildContentSecurityPolicy(extra: CspSources): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...extra.scriptSrc],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...extra.imgSrc],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...extra.connectSrc],
    'frame-src': extra.frameSrc.length > 0 ? [...extra.frameSrc] : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
