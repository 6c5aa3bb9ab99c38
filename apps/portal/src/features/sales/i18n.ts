import { i18n } from '../../shared/i18n';
import { salesEn, salesZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { sales: salesZh }, true, false);
i18n.addResourceBundle('en', 'translation', { sales: salesEn }, true, false);
