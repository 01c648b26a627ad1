import { DEMO_TIME_ZONE, type DemoBooking as Booking } from '@lnf/sdk';
import { Alert, Button, ButtonLink, Card, Modal } from '@lnf/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { scheduleDemo } from '../../content/schedule-demo';
import { cancelDemo, demoRefusal, isUnknownBooking, useDemoBooking } from '../../data/demoBooking';
import { sameAsIst, visitorTimeZone, whenIn } from './DemoBookingTimes';
import styles from './DemoBooking.module.css';

const copy = scheduleDemo.manage;

// The picker, only once the visitor asks to move the demo.
const DemoSlotPicker = lazy(() => import('./DemoSlotPicker'));

export interface DemoBookingViewProps {
  /** The manage token of the mail's link. */
  manageToken: string;
  /**
   * The IANA zone the time is shown in (and a new one booked in).
   * @default the browser's
   */
  timeZone?: string;
}

/** Asks once more before cancelling; a refusal shows in the dialog. */
function CancelDialog({
  booking,
  manageToken,
  zone,
  onClose,
  onCancelled,
}: {
  booking: Booking | null;
  manageToken: string;
  zone: string;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function cancel() {
    setPending(true);
    setError(null);
    try {
      await cancelDemo(manageToken);
      onCancelled();
    } catch (refused) {
      setError(demoRefusal('demo.cancel', refused, copy.cancelFailed));
    } finally {
      setPending(false);
    }
  }
  return (
    <Modal
      title={copy.cancelTitle}
      size="sm"
      role="alertdialog"
      isOpen={booking !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {booking && (
        <div className={styles.Dialog}>
          <p>{copy.cancelText(whenIn(booking.startsAt, zone))}</p>
          {error && (
            <Alert variant="danger" isUrgent>
              {error}
            </Alert>
          )}
          <div className={styles.Actions}>
            <Button
              variant="destructive"
              isPending={pending}
              pendingLabel={copy.cancelling}
              onPress={() => void cancel()}
            >
              {copy.confirmCancel}
            </Button>
            <Button variant="secondary" onPress={onClose}>
              {copy.dontCancel}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

/**
 * A demo booking as the mail's manage link shows it: its time in the visitor's zone and in IST,
 * and, while booked, moving it (the slot picker) or cancelling it (after a confirmation). Opening
 * the link changes nothing (mail scanners open links); an unknown link says so.
 */
export function DemoBookingView({ manageToken, timeZone }: DemoBookingViewProps) {
  const [zone] = useState(() => timeZone ?? visitorTimeZone());
  const booking = useDemoBooking(manageToken);
  // The picker's key: a new one each time it opens, so it starts afresh.
  const [picker, setPicker] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [cancelledNow, setCancelledNow] = useState(false);
  const cancelledRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (cancelledNow) cancelledRef.current?.focus();
  }, [cancelledNow]);

  const b = booking.data;
  let body;
  if (!b && isUnknownBooking(booking.error)) {
    body = (
      <Alert variant="danger" title={copy.invalid}>
        <p>{copy.invalidText}</p>
      </Alert>
    );
  } else if (!b && booking.error) {
    body = (
      <Alert
        variant="danger"
        action={
          <Button size="sm" variant="secondary" onPress={() => void booking.mutate()}>
            {scheduleDemo.booking.retry}
          </Button>
        }
      >
        {copy.loadFailed}
      </Alert>
    );
  } else if (!b) {
    body = <p role="status">{copy.loading}</p>;
  } else {
    const cancelled = b.status === 'CANCELLED';
    body = (
      <>
        <Card
          as="section"
          padding="lg"
          className={styles.Booking}
          aria-label={copy.bookedFor(b.businessName || b.name)}
        >
          <p className={styles.Who}>{copy.bookedFor(b.businessName || b.name)}</p>
          <p className={styles.When} data-cancelled={cancelled || undefined}>
            {`${whenIn(b.startsAt, zone)} (${zone})`}
          </p>
          {!sameAsIst(b.startsAt, zone) && <p className={styles.Ist}>{copy.ist(whenIn(b.startsAt, DEMO_TIME_ZONE))}</p>}
          {cancelled ? (
            <Alert
              ref={cancelledRef}
              tabIndex={-1}
              variant="warning"
              title={copy.cancelled}
              className={styles.Focusable}
            >
              {cancelledNow && copy.cancelledNow}
            </Alert>
          ) : (
            <div className={styles.Actions}>
              <Button variant="secondary" onPress={() => setPicker((n) => n + 1)}>
                {copy.change}
              </Button>
              <Button variant="destructive" onPress={() => setConfirming(true)}>
                {copy.cancel}
              </Button>
            </div>
          )}
        </Card>
        {cancelled && (
          <ButtonLink href="/schedule-demo" variant="secondary" className={styles.Again}>
            {copy.requestAgain}
          </ButtonLink>
        )}
        {!cancelled && picker > 0 && (
          <Suspense fallback={null}>
            <DemoSlotPicker key={picker} action={{ kind: 'reschedule', manageToken }} timeZone={zone} />
          </Suspense>
        )}
        <CancelDialog
          booking={confirming && !cancelled ? b : null}
          manageToken={manageToken}
          zone={zone}
          onClose={() => setConfirming(false)}
          onCancelled={() => {
            setConfirming(false);
            setCancelledNow(true);
          }}
        />
      </>
    );
  }

  return (
    <div className={styles.Page}>
      <header className={styles.Head}>
        <p className={styles.Eyebrow}>{copy.eyebrow}</p>
        <h1 className={styles.Title}>{copy.title}</h1>
      </header>
      {body}
    </div>
  );
}

/** /demo-booking/:token: where the booking mail's link leads (no sign-in: the token is the credential). */
export default function DemoBookingPage() {
  const { token } = useParams<{ token: string }>();
  return <DemoBookingView manageToken={token} />;
}
