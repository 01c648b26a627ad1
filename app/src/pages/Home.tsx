import { Link } from 'wouter';
import { home } from '../content/home';
import styles from './Home.module.css';

export default function Home() {
  const { hero, pillars, stats, closing } = home;
  return (
    <>
      <section className={styles.Hero} aria-labelledby="home-hero">
        <div className={styles.Inner}>
          <p className={styles.Eyebrow}>{hero.eyebrow}</p>
          <h1 id="home-hero" className={styles.Heading}>
            {hero.heading}
          </h1>
          <p className={styles.Lead}>{hero.lead}</p>
          <div className={styles.Actions}>
            <Link href="/schedule-demo" className={styles.Primary}>
              {hero.primaryCta}
            </Link>
            <Link href="/our-plans" className={styles.Secondary}>
              {hero.secondaryCta}
            </Link>
          </div>
          <ul className={styles.Stats}>
            {stats.map((s) => (
              <li key={s.label}>
                <strong>{s.value}</strong> <span>{s.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={styles.Pillars} aria-labelledby="home-pillars">
        <div className={styles.Inner}>
          <h2 id="home-pillars" className={styles.SectionHeading}>
            One platform, every back office
          </h2>
          <ul className={styles.Grid}>
            {pillars.map((p) => (
              <li key={p.heading} className={styles.Card}>
                <h3>{p.heading}</h3>
                <p>{p.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={styles.Closing} aria-labelledby="home-closing">
        <div className={styles.Inner}>
          <h2 id="home-closing" className={styles.SectionHeading}>
            {closing.heading}
          </h2>
          <p className={styles.Lead}>{closing.text}</p>
          <Link href="/schedule-demo" className={styles.Primary}>
            {closing.cta}
          </Link>
        </div>
      </section>
    </>
  );
}
