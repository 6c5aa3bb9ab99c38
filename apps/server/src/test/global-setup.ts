import type { TestProject } from 'vitest/node';
import { makeSeededTemplate } from './seeded-template';

/** Makes the project's seeded template database (seeded-template.ts) once; removes it at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const { template, remove } = await makeSeededTemplate(kind);
  project.provide('seededTemplate', template);
  return remove;
}
