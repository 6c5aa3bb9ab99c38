/**
 * Investment and analysis maps (spec 2 §7): sections other features place on their pages, the
 * chain map (a chain scope) and the enterprise profile (a company). No routes of their own.
 */
export type { ChainAnalysisSectionProps } from './ChainAnalysisSection';
export { ChainAnalysisSection, CompanyAnalysisSection } from './lazySections';
