import { StartupError } from '../../lib/app-error.ts';
import { PAYMENT_PARTNERS, type PaymentPartner } from './payment-provider.ts';

export interface SquareSettings {
  accessToken: string;
  applicationId: string;
  locationId: string;
  environment: 'sandbox' | 'production';
  /** SQUARE_BASE_URL: another API host (a local fake); the environment's host when absent. */
  baseUrl: string | null;
  /** SQUARE_SCRIPT_SRC: the browser SDK's script (a local fake in tests); Square's when absent. */
  scriptSrc: string | null;
}

export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  /** PAYPAL_BASE_URL: another API host (a local fake); the environment's host when absent. */
  baseUrl: string | null;
  /** PAYPAL_SDK_BASE_URL: the browser SDK's script host (a local fake in tests). */
  sdkBaseUrl: string | null;
}

/** Which providers take payments, from the environment (README.md, "Configuration"; docs/payments.md). */
export interface PaymentSettings {
  partners: PaymentPartner[];
  square: SquareSettings | null;
  paypal: PayPalSettings | null;
}

function readEnvironment(name: string, raw: string | undefined): 'sandbox' | 'production' {
  const value = (raw ?? 'sandbox').trim().toLowerCase();
  if (value === 'sandbox' || value === 'production') return value;
  throw new StartupError(`${name} must be sandbox or production, not "${raw}".`);
}

function readUrl(name: string, raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value.replace(/\/+$/, '');
  } catch {
    // Reported below.
  }
  throw new StartupError(`${name} must be an http(s) address, not "${value}".`);
}

function required(source: NodeJS.ProcessEnv, names: readonly string[], what: string): void {
  const missing = names.filter((name) => !source[name]?.trim());
  if (missing.length > 0) throw new StartupError(`${what} needs ${missing.join(', ')}.`);
}

/**
 * The base-URL and script settings exist for local fakes of the sandboxes (docs/payments.md). With a
 * production account they would send real card tokens and secrets elsewhere, so they are refused.
 */
function refuseFakesInProduction(
  settings: { environment: 'sandbox' | 'production' },
  overrides: Record<string, string | null>,
  environmentName: string,
): void {
  const set = Object.entries(overrides).filter(([, value]) => value !== null);
  if (settings.environment === 'production' && set.length > 0)
    throw new StartupError(
      `${set.map(([name]) => name).join(', ')} can not be used with ${environmentName}=production: they point the client at a test server.`,
    );
}

function readSquare(source: NodeJS.ProcessEnv): SquareSettings | null {
  if (!source.SQUARE_ACCESS_TOKEN?.trim()) return null;
  required(source, ['SQUARE_APPLICATION_ID', 'SQUARE_LOCATION_ID'], 'Square payments');
  const square: SquareSettings = {
    accessToken: source.SQUARE_ACCESS_TOKEN.trim(),
    applicationId: (source.SQUARE_APPLICATION_ID ?? '').trim(),
    locationId: (source.SQUARE_LOCATION_ID ?? '').trim(),
    environment: readEnvironment('SQUARE_ENVIRONMENT', source.SQUARE_ENVIRONMENT),
    baseUrl: readUrl('SQUARE_BASE_URL', source.SQUARE_BASE_URL),
    scriptSrc: readUrl('SQUARE_SCRIPT_SRC', source.SQUARE_SCRIPT_SRC),
  };
  refuseFakesInProduction(
    square,
    { SQUARE_BASE_URL: square.baseUrl, SQUARE_SCRIPT_SRC: square.scriptSrc },
    'SQUARE_ENVIRONMENT',
  );
  return square;
}

function readPayPal(source: NodeJS.ProcessEnv): PayPalSettings | null {
  if (!source.PAYPAL_CLIENT_ID?.trim()) return null;
  required(source, ['PAYPAL_CLIENT_SECRET'], 'PayPal payments');
  const paypal: PayPalSettings = {
    clientId: source.PAYPAL_CLIENT_ID.trim(),
    clientSecret: (source.PAYPAL_CLIENT_SECRET ?? '').trim(),
    environment: readEnvironment('PAYPAL_ENVIRONMENT', source.PAYPAL_ENVIRONMENT),
    baseUrl: readUrl('PAYPAL_BASE_URL', source.PAYPAL_BASE_URL),
    sdkBaseUrl: readUrl('PAYPAL_SDK_BASE_URL', source.PAYPAL_SDK_BASE_URL),
  };
  refuseFakesInProduction(
    paypal,
    { PAYPAL_BASE_URL: paypal.baseUrl, PAYPAL_SDK_BASE_URL: paypal.sdkBaseUrl },
    'PAYPAL_ENVIRONMENT',
  );
  return paypal;
}

function readPartnerList(raw: string | undefined): PaymentPartner[] | null {
  const names = (raw ?? '')
    .split(/[\s,]+/)
    .map((name) => name.toLowerCase())
    .filter(Boolean);
  if (names.length === 0) return null;
  const unknown = names.filter((name) => !(PAYMENT_PARTNERS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new StartupError(
      `PAYMENT_PROVIDERS lists ${unknown.join(', ')}; use ${PAYMENT_PARTNERS.join(', ')}.`,
    );
  return [...new Set(names as PaymentPartner[])];
}

/**
 * PAYMENT_PROVIDERS names the providers in the order the Add Funds dialog offers them. Without it:
 * every configured provider (Square when SQUARE_ACCESS_TOKEN is set, PayPal when PAYPAL_CLIENT_ID is),
 * else the built-in test provider. The test provider is refused in production (NODE_ENV=production)
 * unless PAYMENT_TEST_PROVIDER=true says it is wanted there.
 */
export function readPaymentSettings(source: NodeJS.ProcessEnv): PaymentSettings {
  const square = readSquare(source);
  const paypal = readPayPal(source);
  const configured: PaymentPartner[] = [
    ...(square ? ['square' as const] : []),
    ...(paypal ? ['paypal' as const] : []),
  ];
  const partners =
    readPartnerList(source.PAYMENT_PROVIDERS) ?? (configured.length > 0 ? configured : ['test']);
  if (partners.includes('square') && !square)
    throw new StartupError('PAYMENT_PROVIDERS lists square, but SQUARE_ACCESS_TOKEN is not set.');
  if (partners.includes('paypal') && !paypal)
    throw new StartupError('PAYMENT_PROVIDERS lists paypal, but PAYPAL_CLIENT_ID is not set.');
  const testAllowed = /^(1|true|yes|on)$/i.test(source.PAYMENT_TEST_PROVIDER?.trim() ?? '');
  if (partners.includes('test') && source.NODE_ENV === 'production' && !testAllowed)
    throw new StartupError(
      'The test payment provider takes no real money and is off in production: configure Square or PayPal, or set PAYMENT_TEST_PROVIDER=true.',
    );
  return { partners, square, paypal };
}
