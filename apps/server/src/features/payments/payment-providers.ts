import type { BrowserPaymentProvider, PaymentPartner, PaymentProvider } from './payment-provider.ts';
import type { PaymentSettings } from './payment-settings.ts';
import { createPayPalProvider } from './paypal-provider.ts';
import { createSquareProvider } from './square-provider.ts';
import { createTestPaymentProvider } from './test-provider.ts';

/** The configured providers, in the order the Add Funds dialog offers them. */
export interface PaymentProviders {
  list(): readonly PaymentProvider[];
  get(partner: PaymentPartner): PaymentProvider | undefined;
  /** What the browser needs to show the forms; nothing secret. */
  browserConfig(): BrowserPaymentProvider[];
}

function createProvider(partner: PaymentPartner, settings: PaymentSettings): PaymentProvider {
  switch (partner) {
    case 'test':
      return createTestPaymentProvider();
    case 'square':
      if (!settings.square) throw new Error('Square is not configured.');
      return createSquareProvider(settings.square);
    case 'paypal':
      if (!settings.paypal) throw new Error('PayPal is not configured.');
      return createPayPalProvider(settings.paypal);
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
