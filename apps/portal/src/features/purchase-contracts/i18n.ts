import { i18n } from '../../shared/i18n';
import { purchaseContractsEn, purchaseContractsZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { purchaseContracts: purchaseContractsZh }, true, false);
i18n.addResourceBundle('en', 'translation', { purchaseContracts: purchaseContractsEn }, true, false);
