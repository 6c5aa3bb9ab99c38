import { i18n } from '../../shared/i18n';
import { largeScreenEn, largeScreenZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { largeScreen: largeScreenZh }, true, false);
i18n.addResourceBundle('en', 'translation', { largeScreen: largeScreenEn }, true, false);
