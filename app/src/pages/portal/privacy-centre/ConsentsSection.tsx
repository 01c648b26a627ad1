import { useState } from 'react';
import { Accordion, AccordionItem, Card, DataTable, Link, Switch, toast, type DataTableColumn } from '@lnf/ui';
import { TIMINGS, type ConsentPurpose, type ConsentRecord, type ConsentState } from '@lnf/sdk';
import { setConsent, useConsentHistory, useConsents } from '../../../data/privacy';
import { rememberConsentChoice } from '../../../lib/analytics';
import { formatTime } from '../shared/istTime';
import { PortalSection } from '../shared/PortalPage';
import forms from '../shared/Forms.module.css';
import { PURPOSES, SOURCES } from './labels';
import styles from './PrivacyCentre.module.css';

const HISTORY_COLUMNS: DataTableColumn<ConsentRecord>[] = [
  {
    id: 'createdAt',
    name: 'When (IST)',
    isRowHeader: true,
    render: (r) => formatTime(r.createdAt),
  },
  { id: 'purpose', name: 'Purpose', render: (r) => PURPOSES[r.purpose].label },
  { id: 'granted', name: 'Choice', render: (r) => (r.granted ? 'Given' : 'Withdrawn') },
  { id: 'source', name: 'Where', render: (r) => SOURCES[r.source] },
  { id: 'noticeVersion', name: 'Privacy notice' },
];

/** When the choice was made and on which notice; a purpose never chosen is off (consent is affirmative). */
function since(state: ConsentState): string {
  if (!state.since) return 'Off: you have not given consent.';
  const when = formatTime(state.since);
  const notice = state.noticeVersion ? `, on the privacy notice of ${state.noticeVersion}` : '';
  return `${state.granted ? 'Given' : 'Withdrawn'} ${when}${notice}.`;
}

/** One switch per purpose: each change is one call that takes effect at once; and the ledger. */
export function ConsentsSection({ userId }: { userId: string }) {
  const consents = useConsents(userId);
  // The choice being sent, shown at once; the server's answer replaces it.
  const [pending, setPending] = useState<Partial<Record<ConsentPurpose, boolean>>>({});
  const [historyShown, setHistoryShown] = useState(false);
  const history = useConsentHistory(userId, historyShown);

  async function change(purpose: ConsentPurpose, granted: boolean) {
    setPending((p) => ({ ...p, [purpose]: granted }));
    // Analytics cookies are this device's too (the cookie notice's cookie): a withdrawal stops
    // the funnel here at once, before the server answers; a consent counts once it is recorded.
    const device = purpose === 'analytics_cookies';
    if (device && !granted) rememberConsentChoice(false, TIMINGS.cookieNoticeDays);
    const done = await setConsent(userId, purpose, granted);
    if (device && granted && done) rememberConsentChoice(true, TIMINGS.cookieNoticeDays);
    setPending(({ [purpose]: _, ...rest }) => rest);
    if (done)
      toast.success(
        granted
          ? `${PURPOSES[purpose].label}: consent given`
          : `${PURPOSES[purpose].label}: consent withdrawn, from now on`,
      );
  }

  const list = consents.data;
  return (
    <PortalSection title="Consents" id="consents">
      <Card padding="md">
        <div className={styles.Stack}>
          {list ? (
            <>
              <p className={forms.Note}>
                The <Link href="/privacy-policy">privacy notice</Link> in force: version {list.noticeVersion}. You can
                withdraw a consent as easily as you gave it; it stops at once.
              </p>
              <ul className={styles.Switches}>
                {list.purposes.map((state) => (
                  <li key={state.purpose}>
                    <Switch
                      label={PURPOSES[state.purpose].label}
                      description={
                        <>
                          {PURPOSES[state.purpose].description}
                          <span className={styles.Since}>{since(state)}</span>
                        </>
                      }
                      isSelected={pending[state.purpose] ?? state.granted}
                      onChange={(on) => {
                        if (pending[state.purpose] === undefined) void change(state.purpose, on);
                      }}
                    />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className={forms.Note}>
              {consents.error ? 'Your consents could not be loaded.' : 'Loading your consents…'}
            </p>
          )}
          <Accordion headingLevel={3} onExpandedChange={(keys) => setHistoryShown(keys.has('history'))}>
            <AccordionItem id="history" title="History">
              <DataTable
                aria-label="Consent history"
                columns={HISTORY_COLUMNS}
                rows={history.data ?? []}
                getRowId={(r, i) => `${r.createdAt}-${r.purpose}-${i}`}
                // Loaded when opened: closed, its skeleton would pulse unseen (and keep the page busy).
                isLoading={historyShown && !history.data && !history.error}
                emptyText={history.error ? 'The history could not be loaded.' : 'No consent given or withdrawn yet'}
              />
            </AccordionItem>
          </Accordion>
        </div>
      </Card>
    </PortalSection>
  );
}
