import type { SceneName } from '../../content/types';
import { companyScenes } from './HeroScenesCompany';
import { financeScenes } from './HeroScenesFinance';
import type { SceneDrawing } from './HeroParts';
import { peopleScenes } from './HeroScenesPeople';

const scenes: Record<SceneName, SceneDrawing> = { ...peopleScenes, ...financeScenes, ...companyScenes };

/** One page's picture inside the hero's window frame; `shadow` is the frame's shadow filter id. */
export function Scene({ name, shadow }: { name: SceneName; shadow: string }) {
  return <g>{scenes[name](shadow)}</g>;
}
