import { i18n } from '../../shared/i18n';
import { productEn, productZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { product: productZh }, true, false);
i18n.addResourceBundle('en', 'translation', { product: productEn }, true, false);
