/**
 * QR login tickets (issue 30, docs/qr-login.md): the desktop asks for one and shows it as a QR; a
 * signed-in phone scans and confirms it; the desktop redeems it once for a session. Both secrets are
 * stored as hashes: the ticket (what the QR carries) and the key only the asking desktop holds.
 */
export default /* sql */ `
create table login_qr_tickets (
  ticket_hash text primary key,
  key_hash text not null,
  customer_code text not null references customers on delete cascade,
  status text not null default 'waiting'
    check (status in ('waiting', 'scanned', 'confirmed', 'cancelled', 'used')),
  user_id text references users on delete cascade,
  tenant_id text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  scanned_at timestamptz,
  confirmed_at timestamptz,
  used_at timestamptz
);
create index login_qr_tickets_by_created on login_qr_tickets (created_at);
`;
