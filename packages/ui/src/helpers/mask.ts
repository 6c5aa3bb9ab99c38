/** Contact masking lives in contracts: the server masks, clients only display (spec 2 §5). */
export {
  maskAddress,
  maskContact,
  maskEmail,
  maskName,
  maskPhone,
  type ContactFields,
} from '@platform/contracts/mask';
