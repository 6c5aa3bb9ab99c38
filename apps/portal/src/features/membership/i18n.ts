import { i18n } from '../../shared/i18n';
import { membershipEn, membershipZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { membership: membershipZh }, true, false);
i18n.addResourceBundle('en', 'translation', { membership: membershipEn }, true, false);
