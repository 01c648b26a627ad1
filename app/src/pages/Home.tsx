import { lazy, Suspense } from 'react';
import { homeHero } from '../content/homeHero';
import { HomeVisual } from './public/HomeVisual';
import { PageHero } from './public/PageHero';

// Below the first view: prerendered with the page, hydrated once its chunk has loaded (React
// keeps a Suspense boundary's server HTML while its code loads), so the first load carries the
// hero's code only.
const HomeSections = lazy(() => import('./HomeSections'));

/** The home page: what LNF is, the products, how to start. Static: no data, no client state. */
export default function Home() {
  return (
    <>
      <PageHero hero={homeHero} illustration={<HomeVisual />} />
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}
