import { Modal, Skeleton } from '@lnf/ui';
import { useAuditEntry } from '../../../data/audit';
import { formatTime } from '../shared/istTime';
import styles from './AuditLogs.module.css';

export interface AuditEntryModalProps {
  /** The entry shown; null closes the modal. */
  id: string | null;
  onClose: () => void;
}

/** One audit entry in full, read when it is opened. Loaded lazily by the Audit logs page, the first time. */
export function AuditEntryModal({ id, onClose }: AuditEntryModalProps) {
  return (
    <Modal title="Audit log entry" size="sm" isOpen={id !== null} onOpenChange={(open) => !open && onClose()}>
      {id && <AuditDetail id={id} />}
    </Modal>
  );
}

function AuditDetail({ id }: { id: string }) {
  const entry = useAuditEntry(id);
  if (!entry.data) return entry.error ? <p role="alert">This entry could not be loaded.</p> : <Skeleton lines={6} />;
  const e = entry.data;
  const rows: Array<[string, string]> = [
    ['Time', formatTime(e.time)],
    ['Actor', e.actor || '—'],
    ['Module', e.module],
    ['Action', e.action],
    ['Key', e.key || '—'],
    ['Outcome', e.outcome],
    ['IP', e.ip],
    ['Detail', e.detail ?? '—'],
  ];
  return (
    <dl className={styles.Detail}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
