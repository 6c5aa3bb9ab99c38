import { i18n } from '../../shared/i18n';
import { attractEn, attractZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { attract: attractZh }, true, false);
i18n.addResourceBundle('en', 'translation', { attract: attractEn }, true, false);
