import { InvoiceQuery, PaymentConfirmQuery, PlaceOrderRequest, ReceiptQuery, TestCheckoutRequest } from '@lnf/sdk';
import { Hono } from 'hono';
import { TestPaymentProvider } from '../adapters/payments';
import { NotFoundError, UnauthenticatedError, UnavailableError } from '../domainErrors';
import { auditWriter, requireUser, withOptionalUser, type AppEnv, type Services } from '../http/context';
import { check, jsonBody, queryParams } from '../http/validate';
import { loadBasket, productSettings, Uuid } from '../services/basket';
import {
  confirmPayment,
  findOwnedInvoice,
  findOwnedOrder,
  listOrders,
  orderAnswers,
  placeOrder,
  testCheckout,
} from '../services/orders';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Orders (`portal/orders`): placing one, paying for it, reading it and its receipt and invoices.
 * The rules are services/orders.ts; here the request is parsed, the caller checked, and answered.
 */
export function orderRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.post(
    '/portal/orders',
    withOptionalUser(async (c, principal) => {
      const body = await jsonBody(c, PlaceOrderRequest);
      const settings = await productSettings(s);
      // Paying needs an account to confirm the payment with; a purchase request does not.
      if (settings.enablePortalOnlineOrder && !principal) throw new UnauthenticatedError('Log in to place an order');
      const audit = auditWriter(s, c);
      const basket = await loadBasket(s, audit, body.basketId, principal);
      const placed = await placeOrder(
        {
          db: s.db,
          payments: s.payments,
          online: settings.enablePortalOnlineOrder,
          taxPercentage: settings.taxPercentage,
          audit,
        },
        principal,
        basket,
        body,
      );
      const provider = placed.provider;
      return c.json(
        {
          orderId: placed.order.id,
          reference: placed.order.reference,
          status: placed.status,
          subscriptionId: placed.subscriptionId,
          amount: placed.amount,
          currency: 'INR',
          provider: provider?.name ?? null,
          keyId: provider?.keyId ?? null,
          // Where the browser loads Razorpay Checkout from; only the basket's page allows it (CSP).
          checkoutUrl: provider?.name === 'razorpay' ? (s.config.razorpay?.checkoutUrl ?? null) : null,
        },
        201,
      );
    }),
  );

  app.get('/portal/orders', async (c) => c.json(await listOrders(s.db, requireUser(c))));

  // One order, as its confirmation page reads it right after a payment (not from a cached list).
  app.get('/portal/orders/:orderId{[0-9a-fA-F-]{36}}', async (c) => {
    const principal = requireUser(c);
    const id = c.req.param('orderId');
    if (!UUID_RE.test(id)) throw new NotFoundError('Order not found');
    const order = await findOwnedOrder(s.db, id, principal);
    return c.json((await orderAnswers(s.db, [order]))[0]);
  });

  app.post('/portal/orders/payment/test-checkout', async (c) => {
    const principal = requireUser(c);
    const test = s.payments instanceof TestPaymentProvider ? s.payments : null;
    if (!test) throw new NotFoundError('Test checkout is only available in test payment mode');
    const body = await jsonBody(c, TestCheckoutRequest);
    return c.json(await testCheckout(s.db, test, principal, body, auditWriter(s, c)));
  });

  app.post('/portal/orders/payment/subscription', async (c) => {
    const principal = requireUser(c);
    const q = queryParams(c, PaymentConfirmQuery);
    if (!s.payments) throw new UnavailableError('Online payment is not configured on this server');
    return c.json(await confirmPayment(s.db, s.payments, principal, q, auditWriter(s, c)), 201);
  });

  app.get('/portal/orders/receipt', async (c) => {
    const principal = requireUser(c);
    const { orderId } = queryParams(c, ReceiptQuery);
    check(orderId, Uuid);
    const order = await findOwnedOrder(s.db, orderId, principal);
    const [answer] = await orderAnswers(s.db, [order]);
    // pdf-lib loads on the first receipt, not at start-up.
    const { renderReceipt } = await import('../documents/receipt');
    const pdf = await renderReceipt(answer!);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="LNF-receipt-${order.reference}.pdf"`,
    });
  });

  // A payment's GST tax invoice, as a PDF: the order's owner or an admin; anyone else gets 404.
  app.get('/portal/orders/invoice', async (c) => {
    const principal = requireUser(c);
    const { number } = queryParams(c, InvoiceQuery);
    const invoice = await findOwnedInvoice(s.db, number, principal);
    const { renderTaxInvoice } = await import('../documents/taxInvoice');
    const pdf = await renderTaxInvoice(invoice, s.config.gstin);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="LNF-tax-invoice-${number.replace(/\//g, '-')}.pdf"`,
    });
  });

  return app;
}
