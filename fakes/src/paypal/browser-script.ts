/**
 * The fake of PayPal's JS SDK v5 (shared/reference/payments.md §6, §8.3), served at /sdk/js so that
 * `sdkBaseUrl` (PAYPAL_SDK_BASE_URL) can point `@paypal/react-paypal-js` at it. `paypal.Buttons(options)`
 * renders a "PayPal" and a "Cancel" button; "PayPal" calls the app's createOrder, approves the order at
 * the fake as a sandbox buyer would in PayPal's window, then calls onApprove({ orderID, payerID }).
 * A `data-outcome` of "pending" or "declined" on the container makes the capture go that way.
 */
export const PAYPAL_BROWSER_SCRIPT = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : window.location.origin;
  var payerCounter = 0;
  function approve(orderID, outcome) {
    payerCounter += 1;
    var payerID = 'FAKEPAYER' + payerCounter;
    return fetch(origin + '/__fake/orders/' + encodeURIComponent(orderID) + '/approve', {
      method: 'POST',
      body: JSON.stringify({ payerId: payerID, outcome: outcome || 'completed' })
    }).then(function (answer) {
      if (!answer.ok) throw new Error('The fake could not approve the order');
      return payerID;
    });
  }
  function Buttons(options) {
    var host = null;
    var lastOrderID = null;
    function button(label, testId, onClick) {
      var element = document.createElement('button');
      element.type = 'button';
      element.textContent = label;
      element.setAttribute('data-testid', testId);
      element.addEventListener('click', onClick);
      return element;
    }
    function fail(error) {
      if (options.onError) options.onError(error instanceof Error ? { message: error.message } : error);
    }
    function pay() {
      var actions = { restart: function () { return Promise.resolve(); } };
      Promise.resolve()
        .then(function () { return options.createOrder({ paymentSource: 'paypal' }, {}); })
        .then(function (orderID) {
          lastOrderID = orderID;
          return approve(orderID, host && host.getAttribute('data-outcome')).then(function (payerID) {
            return options.onApprove({ orderID: orderID, payerID: payerID, paymentSource: 'paypal' }, actions);
          });
        })
        .catch(fail);
    }
    function cancel() {
      Promise.resolve()
        .then(function () { return lastOrderID || options.createOrder({ paymentSource: 'paypal' }, {}); })
        .then(function (orderID) { if (options.onCancel) return options.onCancel({ orderID: orderID }, {}); })
        .catch(fail);
    }
    return {
      isEligible: function () { return true; },
      render: function (container) {
        host = typeof container === 'string' ? document.querySelector(container) : container;
        if (!host) return Promise.reject(new Error('PayPal container not found'));
        host.appendChild(button('PayPal', 'paypal-fake-button', pay));
        host.appendChild(button('Cancel PayPal', 'paypal-fake-cancel', cancel));
        if (options.onInit) options.onInit({}, { enable: function () { return Promise.resolve(); }, disable: function () { return Promise.resolve(); } });
        return Promise.resolve();
      },
      close: function () {
        if (host) host.textContent = '';
        return Promise.resolve();
      },
      updateProps: function () { return Promise.resolve(); },
      hasReturned: function () { return false; },
      resume: function () {}
    };
  }
  window.paypal = { version: '5.0.0-fake', Buttons: Buttons, FUNDING: { PAYPAL: 'paypal', CARD: 'card' } };
})();
`;
