export { default } from './vitest.workspace.ts';
