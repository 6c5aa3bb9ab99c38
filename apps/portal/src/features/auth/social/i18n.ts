import { i18n } from '../../../shared/i18n';
import { socialEn, socialZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { social: socialZh }, true, false);
i18n.addResourceBundle('en', 'translation', { social: socialEn }, true, false);
