import { i18n } from '../../shared/i18n';
import { imEn, imZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { im: imZh }, true, false);
i18n.addResourceBundle('en', 'translation', { im: imEn }, true, false);
