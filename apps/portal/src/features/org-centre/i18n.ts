import { i18n } from '../../shared/i18n';
import { orgCentreEn, orgCentreZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { orgCentre: orgCentreZh }, true, false);
i18n.addResourceBundle('en', 'translation', { orgCentre: orgCentreEn }, true, false);
