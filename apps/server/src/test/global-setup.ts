import type { TestProject } from 'vitest/node';
import { prepareSeededTemplate } from './seeded-template';

/** Makes the project's seeded template database (seeded-template.ts) once; removes it at the end. */
export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return prepareSeededTemplate(project.config.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
}
