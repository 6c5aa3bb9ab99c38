import { i18n } from '../../shared/i18n';
import { companyTrackingEn, companyTrackingZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { companyTracking: companyTrackingZh }, true, false);
i18n.addResourceBundle('en', 'translation', { companyTracking: companyTrackingEn }, true, false);
