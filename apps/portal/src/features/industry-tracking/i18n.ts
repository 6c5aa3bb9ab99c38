import { i18n } from '../../shared/i18n';
import { industryTrackingEn, industryTrackingZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { industryTracking: industryTrackingZh }, true, false);
i18n.addResourceBundle('en', 'translation', { industryTracking: industryTrackingEn }, true, false);
