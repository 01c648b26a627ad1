export interface ComponentSize {
  folder: string;
  names: string[];
  js: number;
  css: number;
  primitives: string[];
  primitiveJs: number | undefined;
}
export interface ComponentBudget {
  js: number;
  css: number;
}
export function componentBudgets(): Record<string, ComponentBudget>;
export function componentSizes(): Promise<ComponentSize[] | null>;
export function componentFigures(): Promise<string>;
