import { i18n } from '../../shared/i18n';
import { mediaTrackingEn, mediaTrackingZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { mediaTracking: mediaTrackingZh }, true, false);
i18n.addResourceBundle('en', 'translation', { mediaTracking: mediaTrackingEn }, true, false);
