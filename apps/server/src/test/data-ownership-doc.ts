import { ENTERPRISE_READ_MODEL, READ_MODEL_READERS, TABLE_OWNERS } from '../db/ownership';

/** The owner table of docs/architecture/data-ownership.md, as the code has it. */
export function ownershipMarkdown(): string {
  const byOwner = new Map<string, string[]>();
  for (const [table, owner] of Object.entries(TABLE_OWNERS))
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), table]);
  const rows = [...byOwner.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([owner, tables]) =>
        `| \`${owner}\` | ${tables
          .sort()
          .map((t) => `\`${t}\``)
          .join(', ')} |`,
    );
  return [
    '| owner | tables |',
    '| ----- | ------ |',
    ...rows,
    '',
    `Read model (owned by \`bigdata\`, read directly by ${READ_MODEL_READERS.map((m) => `\`${m}\``).join(', ')}): ` +
      `${[...ENTERPRISE_READ_MODEL]
        .sort()
        .map((t) => `\`${t}\``)
        .join(', ')}.`,
  ].join('\n');
}
