import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The style cache MUI writes through. The server's Content-Security-Policy allows no inline styles
 * except those carrying the page's nonce, which the built page holds in `<meta property="csp-nonce">`
 * (browsers expose it only through the `nonce` property).
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce && nonce !== '__CSP_NONCE__' ? nonce : undefined;
}

export function createStyleCache(): EmotionCache {
  const nonce = typeof document === 'undefined' ? undefined : readCspNonce();
  return createCache(nonce ? { key: 'css', nonce } : { key: 'css' });
}
