import { i18n } from '../../shared/i18n';
import { operatorEn, operatorZh } from './copy';
import { operatorHealthEn, operatorHealthZh } from './healthCopy';
import { operatorImportsEn, operatorImportsZh } from './importsCopy';

i18n.addResourceBundle('zh', 'translation', { operatorConsole: operatorZh }, true, false);
i18n.addResourceBundle('en', 'translation', { operatorConsole: operatorEn }, true, false);
i18n.addResourceBundle('zh', 'translation', { operatorHealth: operatorHealthZh }, true, false);
i18n.addResourceBundle('en', 'translation', { operatorHealth: operatorHealthEn }, true, false);
i18n.addResourceBundle('zh', 'translation', { operatorImports: operatorImportsZh }, true, false);
i18n.addResourceBundle('en', 'translation', { operatorImports: operatorImportsEn }, true, false);
