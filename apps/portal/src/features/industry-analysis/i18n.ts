import { i18n } from '../../shared/i18n';
import { industryAnalysisEn, industryAnalysisZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { industryAnalysis: industryAnalysisZh }, true, false);
i18n.addResourceBundle('en', 'translation', { industryAnalysis: industryAnalysisEn }, true, false);
