/**
 * The fake of Square's Web Payments SDK script (shared/reference/payments.md §8.3), served at
 * /__fake/square.js. It defines `window.Square.payments()` with a card form of one plain input: the
 * Square sandbox test cards become the sandbox's magic tokens, each one fresh (a token is single use),
 * so an end-to-end run pays without the internet. It never runs in production: the server only points
 * the browser here when SQUARE_SCRIPT_SRC says so, which a production Square configuration refuses.
 */
export const SQUARE_BROWSER_SCRIPT = String.raw`(function () {
  'use strict';
  var TOKENS = {
    '4111111111111111': 'cnon:card-nonce-ok',
    '5105105105105100': 'cnon:card-nonce-ok',
    '4000000000000002': 'cnon:card-nonce-declined',
    '4000000000009995': 'cnon:fake-insufficient-funds',
    '4000000000000127': 'cnon:card-nonce-rejected-cvv',
    '4000000000000010': 'cnon:card-nonce-rejected-postalcode',
    '4000000000000069': 'cnon:card-nonce-rejected-expiration',
    '4000000000003220': 'cnon:fake-verification-required'
  };
  var counter = 0;
  function fresh(token) {
    counter += 1;
    return token + '-' + Date.now().toString(36) + counter.toString(36);
  }
  function card() {
    var input = null;
    return Promise.resolve({
      attach: function (target) {
        var host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host) return Promise.reject(new Error('Card container not found'));
        input = document.createElement('input');
        input.setAttribute('aria-label', 'Card number');
        input.setAttribute('data-testid', 'square-fake-card-number');
        input.setAttribute('inputmode', 'numeric');
        input.setAttribute('autocomplete', 'off');
        input.placeholder = 'Card number (Square test form)';
        host.appendChild(input);
        return Promise.resolve();
      },
      tokenize: function (details) {
        var digits = input ? input.value.replace(/\D/g, '') : '';
        var token = TOKENS[digits];
        window.__squareFakeLastVerification = details || null;
        if (!token)
          return Promise.resolve({
            status: 'Invalid',
            errors: [{ type: 'VALIDATION_ERROR', field: 'cardNumber', message: 'Card number is not valid' }]
          });
        return Promise.resolve({
          status: 'OK',
          token: fresh(token),
          details: {
            method: 'Card',
            card: { brand: 'VISA', last4: digits.slice(-4), expMonth: 12, expYear: 2030 },
            billing: details && details.billingContact ? details.billingContact : undefined
          }
        });
      },
      destroy: function () {
        if (input && input.parentNode) input.parentNode.removeChild(input);
        input = null;
        return Promise.resolve(true);
      }
    });
  }
  window.Square = {
    payments: function () {
      return {
        card: card,
        verifyBuyer: function () {
          return Promise.resolve({ token: fresh('verf:fake'), userChallenged: false });
        }
      };
    }
  };
})();
`;
