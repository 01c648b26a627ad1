/**
 * The Checkout stand-in: `new Razorpay(options).open()` shows a modal card form in the page (a
 * labelled dialog that holds focus, closes on Escape), posts the card to the stand-in, and calls
 * `options.handler` with razorpay_payment_id, razorpay_subscription_id and razorpay_signature;
 * `on('payment.failed', cb)` and `options.modal.ondismiss` as Razorpay documents them
 * (https://razorpay.com/docs/payments/subscriptions/integration-guide/). prefill.email and
 * prefill.contact go with the card to the payment entity. Styles are
 * inline attributes only, so a strict CSP (no inline <style>) is enough.
 */
export const CHECKOUT_SCRIPT = String.raw`(function () {
  var origin = new URL(document.currentScript.src).origin;
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    for (var k in attrs) node.setAttribute(k, attrs[k]);
    (children || []).forEach(function (c) { node.append(c); });
    return node;
  }
  var field = 'display:block;width:100%;box-sizing:border-box;margin:4px 0 12px;padding:10px;border:1px solid #6b6259;border-radius:6px;font:inherit';
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
  }
  Razorpay.prototype.on = function (name, callback) { (this.listeners[name] = this.listeners[name] || []).push(callback); };
  Razorpay.prototype.close = function () {
    if (!this.root) return;
    this.root.remove();
    this.root = null;
    if (this.opener && this.opener.focus) this.opener.focus();
  };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options, prefill = o.prefill || {};
    this.opener = document.activeElement;
    function input(label, name, value, extra) {
      var idn = 'rzp-standin-' + name;
      return [el('label', { for: idn, style: 'font-weight:600' }, [label]), el('input', Object.assign({ id: idn, name: name, value: value || '', style: field }, extra || {}))];
    }
    var error = el('p', { role: 'alert', style: 'color:#a1261b;min-height:1.2em;margin:0 0 8px' });
    var pay = el('button', { type: 'submit', style: 'padding:10px 16px;border:0;border-radius:6px;font:inherit;font-weight:600;color:#fff;background:' + ((o.theme && o.theme.color) ? '#8a5a12' : '#1d1a17') }, ['Pay']);
    var cancel = el('button', { type: 'button', style: 'padding:10px 16px;margin-left:8px;border:1px solid #6b6259;border-radius:6px;font:inherit;background:#fff;color:#1d1a17' }, ['Cancel']);
    var form = el('form', { novalidate: '' }, [].concat(
      input('Card number', 'card_number', '', { inputmode: 'numeric', autocomplete: 'cc-number' }),
      input('Expiry (MM/YY)', 'expiry', '', { autocomplete: 'cc-exp' }),
      input('CVV', 'cvv', '', { inputmode: 'numeric', autocomplete: 'cc-csc' }),
      input('Name on card', 'name', prefill.name, { autocomplete: 'cc-name' }),
      [error, el('div', {}, [pay, cancel])]
    ));
    var heading = el('h2', { id: 'rzp-standin-title', style: 'margin:0 0 4px;font-size:1.25rem' }, [(o.name || 'Checkout') + ' · Razorpay stand-in']);
    var dialog = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'rzp-standin-title', style: 'background:#fff;color:#1d1a17;max-width:24rem;width:calc(100% - 32px);padding:24px;border-radius:12px;font-family:system-ui,sans-serif;box-shadow:0 12px 40px rgba(0,0,0,.3)' }, [
      heading,
      el('p', { style: 'margin:0 0 16px;color:#5c544c' }, [o.description || 'Subscription payment']),
      form,
    ]);
    var root = el('div', { 'data-razorpay-standin': '', style: 'position:fixed;inset:0;z-index:2147483647;display:grid;place-items:center;background:rgba(29,26,23,.6)' }, [dialog]);
    this.root = root;
    document.body.append(root);
    form.elements.card_number.focus();
    function dismiss() {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    }
    cancel.addEventListener('click', dismiss);
    root.addEventListener('keydown', function (e) {
      if (e.key === 'Escape') { e.preventDefault(); dismiss(); }
      if (e.key === 'Tab') {
        var focusable = dialog.querySelectorAll('input,button');
        var first = focusable[0], last = focusable[focusable.length - 1];
        if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last.focus(); }
        else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first.focus(); }
      }
    });
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      pay.disabled = true;
      pay.textContent = 'Paying…';
      error.textContent = '';
      fetch(origin + (o.subscription_card_change ? '/v1/checkout/card' : '/v1/checkout/pay'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key_id: o.key, subscription_id: o.subscription_id, card_number: form.elements.card_number.value, expiry: form.elements.expiry.value, cvv: form.elements.cvv.value, name: form.elements.name.value, email: prefill.email, contact: prefill.contact }),
      }).then(function (res) {
        return res.json().then(function (body) { return { ok: res.ok, body: body }; });
      }).then(function (answer) {
        if (answer.ok) {
          self.close();
          o.handler && o.handler(answer.body);
          return;
        }
        error.textContent = answer.body.error.description;
        (self.listeners['payment.failed'] || []).forEach(function (cb) { cb({ error: answer.body.error }); });
      }, function () {
        error.textContent = 'Could not reach Razorpay. Check your connection and try again.';
      }).then(function () {
        pay.disabled = false;
        pay.textContent = 'Pay';
      });
    });
  };
  window.Razorpay = Razorpay;
})();
`;
