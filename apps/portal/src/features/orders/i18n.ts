import { i18n } from '../../shared/i18n';
import { ordersEn, ordersZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { orders: ordersZh }, true, false);
i18n.addResourceBundle('en', 'translation', { orders: ordersEn }, true, false);
