import { i18n } from '../../shared/i18n';
import { industryDiagnosisEn, industryDiagnosisZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { industryDiagnosis: industryDiagnosisZh }, true, false);
i18n.addResourceBundle('en', 'translation', { industryDiagnosis: industryDiagnosisEn }, true, false);
