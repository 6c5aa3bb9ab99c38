import { i18n } from '../../shared/i18n';
import { controlEn, controlZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { control: controlZh }, true, false);
i18n.addResourceBundle('en', 'translation', { control: controlEn }, true, false);
