import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { PAYMENT_MESSAGES } from '@file1099/forms';
import { readCspNonce } from '../../app/styleCache.ts';
import { CHARGE_DESCRIPTION, type PaymentProviderConfig } from './paymentTypes.ts';
import type { PreparedCharge } from './usePaymentAttempt.ts';

interface PayPalCheckoutProps {
  config: PaymentProviderConfig;
  amountCents: number | null;
  busy: boolean;
  createPayPalOrder: (amountCents: number) => Promise<string>;
  run: (prepare: () => PreparedCharge) => Promise<void>;
  fail: (message: string) => void;
}

/**
 * PayPal's buttons (JS SDK v5 through `@paypal/react-paypal-js`; this module is loaded only when PayPal
 * is configured). createOrder asks our server for an order of the amount; after the buyer approves it
 * in PayPal's window, onApprove charges with the order id and payer id, and the server captures it.
 */
export default function PayPalCheckout({
  config,
  amountCents,
  busy,
  createPayPalOrder,
  run,
  fail,
}: PayPalCheckoutProps) {
  const nonce = readCspNonce();
  return (
    <PayPalScriptProvider
      options={{
        clientId: config.clientId ?? '',
        currency: 'USD',
        intent: 'capture',
        components: 'buttons',
        // Cards go through the card form; PayPal shows only its own checkout.
        disableFunding: 'card',
        ...(config.sdkBaseUrl ? { sdkBaseUrl: config.sdkBaseUrl } : {}),
        ...(nonce ? { dataCspNonce: nonce } : {}),
      }}
    >
      <PayPalButtons
        style={{ layout: 'horizontal', tagline: false }}
        disabled={busy || amountCents === null}
        forceReRender={[amountCents]}
        createOrder={async () => {
          if (amountCents === null) throw new Error(PAYMENT_MESSAGES.orderFailed);
          return createPayPalOrder(amountCents);
        }}
        onApprove={({ orderID, payerID }) =>
          run(() =>
            amountCents === null
              ? null
              : {
                  amount: amountCents,
                  chargeDesc: CHARGE_DESCRIPTION,
                  paymentPartner: 'paypal',
                  paymentSource: 'paypal',
                  nonce: null,
                  buyerId: payerID ?? null,
                  orderId: orderID,
                },
          )
        }
        onCancel={() => fail(PAYMENT_MESSAGES.paymentCancelled)}
        onError={() => fail(PAYMENT_MESSAGES.orderFailed)}
      />
    </PayPalScriptProvider>
  );
}
