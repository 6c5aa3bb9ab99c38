import { useUiMessages } from '../../locale';
import { Pairs, SectionTitle } from './EnterpriseProfileCard.styles';
import { dateOnly, orDash } from './profile';
import type { EnterpriseProfile } from './types';

/** Legal representative, registered capital, founding date, credit code, registered and operating address. */
export function ProfileFacts({ data }: { data: EnterpriseProfile }) {
  const p = useUiMessages().profile;
  const facts: Array<[string, string]> = [
    [p.legalEntityName, orDash(data.legalEntityName)],
    [p.regCapital, orDash(data.regCapital)],
    [p.esDt, dateOnly(data.esDt)],
    [p.uscNo, orDash(data.uscNo)],
    [p.regAddr, orDash(data.regAddr)],
    [p.operateAddr, orDash(data.operateAddr)],
  ];
  return (
    <section aria-label={p.facts}>
      <SectionTitle>{p.facts}</SectionTitle>
      <Pairs>
        {facts.map(([label, value]) => (
          <Fact key={label} label={label} value={value} />
        ))}
      </Pairs>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** Organisation variant: intro, managed-fund size, investment amount and count. */
export function OrgFacts({ data }: { data: EnterpriseProfile }) {
  const p = useUiMessages().profile;
  return (
    <Pairs>
      <Fact label={p.descr} value={orDash(data.descr)} />
      <Fact label={p.managementSize} value={orDash(data.managementSize)} />
      <Fact label={p.investAmt} value={orDash(data.investAmt)} />
      <Fact label={p.investCnt} value={orDash(data.investCnt)} />
    </Pairs>
  );
}
