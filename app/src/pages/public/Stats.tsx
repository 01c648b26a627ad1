import type { Stat } from '../../content/types';
import styles from './Stats.module.css';

/** Key figures under a hero, as a description list (value, then what it counts). */
export function Stats({ items, label }: { items: Stat[]; label: string }) {
  return (
    <section className={styles.Root} aria-label={label}>
      <dl className={styles.List}>
        {items.map((stat) => (
          <div key={stat.label} className={styles.Item}>
            <dt className={styles.Label}>{stat.label}</dt>
            <dd className={styles.Value}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
