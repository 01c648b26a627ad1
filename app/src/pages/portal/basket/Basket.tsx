import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useLocation } from 'wouter';
import { Button, ButtonLink, Skeleton, toast } from '@lnf/ui';
import { ApiError, MESSAGES, basket, messageFor, order, type BasketUpdate, type PlaceOrderResponse } from '@lnf/sdk';
import { useBasket } from '../../../data/basket';
import { useCustomer } from '../../../data/customer';
import { afterOrderWrite } from '../../../data/afterOrderWrite';
import { useProductConfiguration } from '../../../data/configuration';
import { usePlans } from '../../../data/product';
import { client } from '../../../lib/api';
import { prefetchPage } from '../../../lib/prefetch';
import { focusFirstInvalid, useForm } from '../../../lib/useForm';
import { useAuth } from '../../../state/auth';
import { basketIdAtom } from '../../../state/basketId';
import { loginModalAtom, onLoginRedirect, successPageAtom } from '../../../state/loginModal';
import { PURCHASE_REQUEST_SUCCESS_PAGE } from '../../../state/purchaseRequest';
import { BasketOptions } from './BasketOptions';
import { BasketSummary } from './BasketSummary';
import { OrderForm } from './OrderForm';
import { forgetHandover, resumeAfterReload } from '../../../lib/razorpay';
import { PortalPage } from '../shared/PortalPage';
import { DEFAULT_ORDER_FORM, prefill, toOrderRequest, validateOrderForm } from './orderFormModel';
import styles from './Basket.module.css';

// The payment step (card form, Razorpay Checkout) is needed only once an order is placed: its own
// chunk, fetched when the order is sent (or at once when a payment resumes after a reload).
const loadPaymentStep = () => import('./PaymentStep');
const PaymentStep = lazy(() => loadPaymentStep().then((m) => ({ default: m.PaymentStep })));

const gone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

/**
 * The basket (spec sections 2-4): the plan chosen on /our-plans, its term, users and start date,
 * the server's amounts, the customer form and the order. Online ordering pays by card through
 * the provider's checkout; without it the order is a purchase request.
 */
export default function Basket() {
  const [basketId, setBasketId] = useAtom(basketIdAtom);
  // The stored id is read once the atom mounts; until then nothing is known to be empty.
  const [checked, setChecked] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a mount flag: storage is read after hydration
  useEffect(() => setChecked(true), []);
  const { user } = useAuth();
  const setModal = useSetAtom(loginModalAtom);
  const setSuccessPage = useSetAtom(successPageAtom);
  const [, navigate] = useLocation();

  const config = useProductConfiguration();
  const plans = usePlans();
  const current = useBasket(basketId, user);
  const record = useCustomer(user?.email);

  // Spec section 5: no errors until the first submit, then all of them, following the typing.
  const form = useForm(validateOrderForm, DEFAULT_ORDER_FORM);
  const { values, setValues } = form;
  const [placing, setPlacing] = useState(false);
  // A Razorpay payment step reached by client-side navigation reloads /basket (its CSP) and resumes here.
  const [payment, setPayment] = useState<PlaceOrderResponse | null>(resumeAfterReload);
  useEffect(forgetHandover, []);
  const prefilled = useRef({ user: '', record: false });
  const formRef = useRef<HTMLDivElement>(null);

  const online = config.data?.configData.enablePortalOnlineOrder ?? true;

  // Where the basket leads: load that page now, so the order lands on it without a blank step.
  useEffect(() => {
    prefetchPage('/order-confirmation/next');
  }, []);

  useEffect(() => {
    if (current.error && gone(current.error)) setBasketId(RESET);
  }, [current.error, setBasketId]);

  useEffect(() => {
    const userKey = user?.id ?? '';
    const withRecord = record.data !== undefined && !prefilled.current.record;
    if (prefilled.current.user === userKey && !withRecord) return;
    prefilled.current = { user: userKey, record: prefilled.current.record || withRecord };
    setValues((v) => prefill(v, user, withRecord ? record.data : null));
  }, [user, record.data, setValues]);

  async function change(changes: BasketUpdate) {
    if (!basketId) return;
    try {
      const next = await basket.update(client, basketId, changes);
      // Spec: updating a basket reloads it.
      await current.mutate(next);
    } catch (error) {
      toast.error(messageFor('basket.update', error));
      void current.mutate();
    }
  }

  async function placeOrder() {
    if (!basketId) return;
    if (!form.check()) return focusFirstInvalid(formRef.current);
    if (!user) {
      // Log in from the basket; without online ordering the login shows the success page first.
      if (!online) setSuccessPage(PURCHASE_REQUEST_SUCCESS_PAGE);
      setModal({ open: true, panel: 'login' });
      return;
    }
    setPlacing(true);
    if (online) void loadPaymentStep();
    try {
      const placed = await order.place(client, toOrderRequest(basketId, values));
      // An order (or a purchase request) changes the order lists and may create the customer record.
      afterOrderWrite();
      toast.success(MESSAGES.orderPlaced);
      if (placed.subscriptionId) {
        setPayment(placed);
      } else {
        setBasketId(RESET);
        navigate(`/order-confirmation/${placed.orderId}`);
      }
    } catch (error) {
      toast.error(messageFor('order.place', error));
    } finally {
      setPlacing(false);
    }
  }

  // The login modal's loginRedirect: the request the guest asked for goes out now.
  const placeAfterLogin = useEffectEvent(() => void placeOrder());
  useEffect(() => onLoginRedirect(() => placeAfterLogin()), []);

  function paid(orderId: string) {
    setBasketId(RESET);
    navigate(`/order-confirmation/${orderId}`);
  }

  const loaded = current.data?.id === basketId ? current.data : undefined;
  if (!checked || (basketId && !loaded && !current.error)) {
    return (
      <PortalPage title="Your basket" eyebrow="Basket">
        <div className={styles.Loading} aria-busy="true">
          <Skeleton variant="rect" height="12rem" />
          <Skeleton variant="rect" height="12rem" />
        </div>
      </PortalPage>
    );
  }

  if (!basketId || !loaded) {
    return (
      <PortalPage
        title="Your basket is empty"
        eyebrow="Basket"
        lead="Choose a plan to see its price with GST and place your order."
        width="narrow"
        actions={<ButtonLink href="/our-plans">See our plans</ButtonLink>}
      />
    );
  }

  const b = loaded;
  const plan = plans.data?.find((p) => p.name === b.plan);

  if (payment) {
    return (
      <PortalPage title="Pay for your order" eyebrow="Basket" lead={`Order ${payment.reference}`} width="narrow">
        <Suspense fallback={<Skeleton variant="rect" height="12rem" />}>
          <PaymentStep
            payment={payment}
            holderName={values.fullName}
            email={user?.email}
            mobile={values.mobileNumber}
            onPaid={paid}
          />
        </Suspense>
      </PortalPage>
    );
  }

  return (
    <PortalPage
      title="Your basket"
      eyebrow="Basket"
      lead={
        online
          ? 'Check your plan, tell us who you are, then pay by card.'
          : 'Check your plan and tell us who you are; we will get in touch to complete your purchase.'
      }
    >
      <div className={styles.Layout}>
        <div className={styles.Main} ref={formRef}>
          <BasketOptions basket={b} plan={plan} onChange={change} />
          <OrderForm value={values} onChange={setValues} errors={form.errors} />
          <div className={styles.Place}>
            {!user && (
              <p className={styles.Note}>
                {online
                  ? 'You will log in or create an account before you pay.'
                  : 'You will log in or create an account to send your request.'}
              </p>
            )}
            <Button
              variant="primary"
              size="lg"
              isPending={placing}
              pendingLabel="Placing order"
              onPress={() => void placeOrder()}
            >
              {online ? 'Place order' : 'Send purchase request'}
            </Button>
          </div>
        </div>
        <aside className={styles.Aside} aria-label="Order summary">
          <BasketSummary basket={b} />
        </aside>
      </div>
    </PortalPage>
  );
}
