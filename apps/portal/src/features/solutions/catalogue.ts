import { ProfessionalService as S } from '@platform/contracts/constants';

/** The solutions the platform offers by audience; each stands on the services it names. */
export const SOLUTIONS = [
  { id: 'government', services: [S.PRECISE_INVESTMENT, S.DIAGNOSIS, S.INDUSTRY_ANALYSIS, S.BENCHMARKING] },
  { id: 'park', services: [S.PRECISE_INVESTMENT, S.GOV_ENTERPRISE, S.INDUSTRY_GRAPH] },
  { id: 'finance', services: [S.PRECISE_CUSTOMER_FINANCE, S.INDUSTRY_ANALYSIS] },
  { id: 'association', services: [S.MEMBER_MANAGEMENT, S.GOV_ENTERPRISE] },
  {
    id: 'enterprise',
    services: [S.PRECISE_CUSTOMER, S.CUSTOMER_MANAGEMENT, S.EXTERNAL_ACQUISITION_SITE],
  },
] as const;

export type SolutionId = (typeof SOLUTIONS)[number]['id'];
export type Solution = (typeof SOLUTIONS)[number];

/**
 * The solutions of this customer (spec 1 §3 Customer configuration): those with at least one
 * service the operator configured and checked, each keeping only those services, in the
 * configuration's order. A customer that configured no service sees every solution.
 */
export function solutionsOf(configured: ReadonlyArray<{ id: string; name: string }>) {
  const order = new Map(configured.map((s, i) => [s.id, i]));
  const names = new Map(configured.map((s) => [s.id, s.name]));
  return SOLUTIONS.flatMap((solution) => {
    const services = configured.length
      ? solution.services.filter((id) => order.has(id)).sort((a, b) => order.get(a)! - order.get(b)!)
      : [...solution.services];
    return services.length
      ? [{ id: solution.id, services: services.map((id) => ({ id, name: names.get(id) ?? '' })) }]
      : [];
  });
}
