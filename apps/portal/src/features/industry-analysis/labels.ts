import { useTranslation } from 'react-i18next';

/** The words for the server's keys: bands, status codes, scale and qualification tags (unknown ones as they are). */
export function useLabels() {
  const { t, i18n } = useTranslation();
  const known = (path: string, key: string) => {
    const full = `industryAnalysis.${path}.${key}`;
    return i18n.exists(full) ? (t as (k: string) => string)(full) : key || t('industryAnalysis.unknown');
  };
  return {
    capitalBand: (k: string) => known('capitalBands', k),
    ageBand: (k: string) => known('ageBands', k),
    status: (k: string) => known('statuses', k),
    scale: (k: string) => known('scales', k),
    qualification: (k: string) => known('qualifications', k),
  };
}
