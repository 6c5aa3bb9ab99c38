import { i18n } from '../../shared/i18n';
import { analysisEn, analysisZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { analysis: analysisZh }, true, false);
i18n.addResourceBundle('en', 'translation', { analysis: analysisEn }, true, false);
