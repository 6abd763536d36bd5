import type { BrowserPaymentProvider, PaymentPartner, PaymentProvider } from './payment-provider.ts';
import type { PaymentSettings } from './payment-settings.ts';
import { createTestPaymentProvider } from './test-provider.ts';

/** The configured providers, in the order the Add Funds dialog offers them. */
export interface PaymentProviders {
  list(): readonly PaymentProvider[];
  get(partner: PaymentPartner): PaymentProvider | undefined;
  /** What the browser needs to show the forms; nothing secret. */
  browserConfig(): BrowserPaymentProvider[];
}

/**
 * A provider whose client loads on its first payment: the Square and PayPal SDKs take seconds of CPU
 * to import, which every server start and every command would otherwise pay.
 */
function loadOnFirstUse(
  partner: PaymentPartner,
  source: PaymentProvider['source'],
  load: () => Promise<PaymentProvider>,
): PaymentProvider {
  let loading: Promise<PaymentProvider> | undefined;
  const provider = (): Promise<PaymentProvider> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const lazy: PaymentProvider = {
    partner,
    source,
    charge: async (request) => (await provider()).charge(request),
    reconcile: async (request) => (await provider()).reconcile(request),
    refund: async (request) => (await provider()).refund(request),
  };
  if (partner !== 'paypal') return lazy;
  return {
    ...lazy,
    async createOrder(request) {
      const loaded = await provider();
      if (!loaded.createOrder) throw new Error(`The ${partner} client takes no orders.`);
      return loaded.createOrder(request);
    },
  };
}

function createProvider(partner: PaymentPartner, settings: PaymentSettings): PaymentProvider {
  switch (partner) {
    case 'test':
      return createTestPaymentProvider();
    case 'square': {
      const square = settings.square;
      if (!square) throw new Error('Square is not configured.');
      return loadOnFirstUse(partner, 'card', async () =>
        (await import('./square-provider.ts')).createSquareProvider(square),
      );
    }
    case 'paypal': {
      const paypal = settings.paypal;
      if (!paypal) throw new Error('PayPal is not configured.');
      return loadOnFirstUse(partner, 'paypal', async () =>
        (await import('./paypal-provider.ts')).createPayPalProvider(paypal),
      );
    }
  }
}

function describeForBrowser(partner: PaymentPartner, settings: PaymentSettings): BrowserPaymentProvider {
  if (partner === 'square' && settings.square)
    return {
      partner,
      applicationId: settings.square.applicationId,
      locationId: settings.square.locationId,
      scriptSrc: settings.square.scriptSrc,
    };
  if (partner === 'paypal' && settings.paypal)
    return { partner, clientId: settings.paypal.clientId, sdkBaseUrl: settings.paypal.sdkBaseUrl };
  return { partner: 'test' };
}

export function createPaymentProviders(
  settings: PaymentSettings,
  overrides: Partial<Record<PaymentPartner, PaymentProvider>> = {},
): PaymentProviders {
  const providers = new Map<PaymentPartner, PaymentProvider>(
    settings.partners.map((partner) => [partner, overrides[partner] ?? createProvider(partner, settings)]),
  );
  return {
    list: () => [...providers.values()],
    get: (partner) => providers.get(partner),
    browserConfig: () => settings.partners.map((partner) => describeForBrowser(partner, settings)),
  };
}
