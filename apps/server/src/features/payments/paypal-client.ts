import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import tls from 'node:tls';
import { Client, Environment } from '@paypal/paypal-server-sdk';
import type { PayPalSettings } from './payment-settings.ts';

/**
 * `@paypal/paypal-server-sdk` 2.5 knows only PayPal's two hosts and has no base-URL option
 * (shared/reference/payments.md §5.1). With PAYPAL_BASE_URL set, this agent opens every connection of
 * the client to that address instead: plain TCP for an http:// fake, TLS for https://. The SDK still
 * builds api-m.sandbox.paypal.com URLs; only the socket goes elsewhere, so paths and headers are the
 * real ones. Settings refuse PAYPAL_BASE_URL with PAYPAL_ENVIRONMENT=production.
 */
export class RedirectingAgent extends https.Agent {
  private readonly target: URL;

  constructor(baseUrl: string) {
    super({ keepAlive: false });
    this.target = new URL(baseUrl);
  }

  override createConnection(): Duplex {
    const host = this.target.hostname.replace(/^\[|\]$/g, '');
    if (this.target.protocol === 'https:')
      return tls.connect({ host, port: Number(this.target.port || 443), servername: host });
    return net.connect(Number(this.target.port || 80), host);
  }
}

export interface PayPalClientOptions {
  /**
   * Milliseconds before a call is given up (the SDK's default is none at all). A lost capture answer
   * is reconciled by reading the order back, so a bounded wait costs nothing but a look-up.
   */
  timeoutMs?: number;
}

export function createPayPalClient(settings: PayPalSettings, options: PayPalClientOptions = {}): Client {
  const timeout = options.timeoutMs ?? 20_000;
  return new Client({
    // The SDK fetches the client-credentials token itself and reuses it until it expires.
    clientCredentialsAuthCredentials: {
      oAuthClientId: settings.clientId,
      oAuthClientSecret: settings.clientSecret,
    },
    environment: settings.environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout,
    // No retries: the SDK would only retry GETs, and a POST is repeated by the billing service with
    // the same PayPal-Request-Id instead. httpClientOptions.timeout replaces the top-level one.
    httpClientOptions: {
      timeout,
      ...(settings.baseUrl ? { httpsAgent: new RedirectingAgent(settings.baseUrl) } : {}),
    },
  });
}
