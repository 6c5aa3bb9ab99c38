import { Contacts } from './BusinessCardView.styles';

/** Label and value pairs of a card's contacts; rows without a value are left out. */
export function ContactList({ rows }: { rows: ReadonlyArray<readonly [string, string | undefined]> }) {
  return (
    <Contacts>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </Contacts>
  );
}
