/** Contact masking of spec 1 §5 / spec 2 §5 (applies when encryption is on and the card is not the viewer's own). */

/** Keeps the first 3 and last 4 digits: 13812345678 -> 138****5678. */
export function maskPhone(phone: string | null | undefined): string {
  const value = (phone ?? '').trim();
  if (value.length < 7) return value;
  return value.slice(0, 3) + '****' + value.slice(-4);
}

/** Everything before @ becomes 8 asterisks: a.b@x.com -> ********@x.com. */
export function maskEmail(email: string | null | undefined): string {
  const value = (email ?? '').trim();
  const at = value.indexOf('@');
  if (at < 0) return value;
  return '********' + value.slice(at);
}

/** The whole address becomes 11 asterisks. */
export function maskAddress(address: string | null | undefined): string {
  return (address ?? '').trim() ? '*'.repeat(11) : '';
}

/** 2 chars -> first + *; a mobile number keeps 3 and 4; else first and last with stars between. */
export function maskName(name: string | null | undefined): string {
  const value = (name ?? '').trim();
  const chars = Array.from(value);
  if (chars.length <= 1) return value;
  if (chars.length === 2) return chars[0] + '*';
  if (/^1\d{10}$/.test(value)) return maskPhone(value);
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1];
}

export interface ContactFields {
  phone?: string | null;
  email?: string | null;
  address?: string | null;
}

/** Masks phone, email and address when `encrypt` is on and the viewer is not the owner. */
export function maskContact<T extends ContactFields>(contact: T, encrypt: boolean, isOwner: boolean): T {
  if (!encrypt || isOwner) return contact;
  return {
    ...contact,
    phone: contact.phone ? maskPhone(contact.phone) : contact.phone,
    email: contact.email ? maskEmail(contact.email) : contact.email,
    address: contact.address ? maskAddress(contact.address) : contact.address,
  };
}
