import { i18n } from '../../shared/i18n';
import { metricTableEn, metricTableZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { metricTable: metricTableZh }, true, false);
i18n.addResourceBundle('en', 'translation', { metricTable: metricTableEn }, true, false);
