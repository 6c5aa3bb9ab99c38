import { useUiMessages } from '../../locale';
import { Bar, Bars, Facts, Wrap } from './EnergyLevel.styles';

/** Energy levels run from 1 to 5. */
export const ENERGY_LEVEL_MAX = 5;

/** energyLevelInfo of the enterprise detail (spec 2 §3) plus its level. */
export interface EnergyLevelInfo {
  rankScoreInIndustry?: number | string | null;
  contribution?: number | string | null;
  /** 1..5; values outside are clamped, empty shows no filled bar. */
  level?: number | null;
}

export interface EnergyLevelProps extends EnergyLevelInfo {
  className?: string;
}

const shown = (v: EnergyLevelInfo['contribution']) =>
  v === null || v === undefined || v === '' ? '-' : String(v);

/** Five bars filled up to the level, with the industry rank score and the contribution. */
export function EnergyLevel({ rankScoreInIndustry, contribution, level, className }: EnergyLevelProps) {
  const messages = useUiMessages();
  const m = messages.energy;
  const value = Math.min(ENERGY_LEVEL_MAX, Math.max(0, Math.round(Number(level) || 0)));
  return (
    <Wrap className={className}>
      <Bars
        role="meter"
        aria-label={m.label}
        aria-valuemin={0}
        aria-valuemax={ENERGY_LEVEL_MAX}
        aria-valuenow={value}
        aria-valuetext={value ? m.level(value) : messages.empty}
      >
        {Array.from({ length: ENERGY_LEVEL_MAX }, (_, i) => (
          <Bar key={i} $on={i < value} $step={i} />
        ))}
        <span aria-hidden="true">{value ? m.level(value) : '-'}</span>
      </Bars>
      <Facts>
        <dt>{m.rankScoreInIndustry}</dt>
        <dd>{shown(rankScoreInIndustry)}</dd>
        <dt>{m.contribution}</dt>
        <dd>{shown(contribution)}</dd>
      </Facts>
    </Wrap>
  );
}
