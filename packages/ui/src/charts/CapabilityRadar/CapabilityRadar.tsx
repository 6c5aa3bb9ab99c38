import { RadarChart } from 'echarts/charts';
import { RadarComponent, TooltipComponent } from 'echarts/components';
import { use as registerEcharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ChartFrame } from '../ChartFrame';
import { chartColors, confinedTooltip } from '../chartTheme';
import { useEChart } from '../useEChart';
import { CAPABILITY_MAX, capabilityLevel, RADAR_KEYS, type CapabilityScores } from '../../helpers/capability';
import { useUiMessages } from '../../locale';
import { Level, Score, Summary, Wrap } from './CapabilityRadar.styles';

registerEcharts([RadarChart, RadarComponent, TooltipComponent, CanvasRenderer]);

export interface CapabilityRadarProps {
  /** growScore, riskScore, stseScore, evolScore, innovScore, effectScore (0..900) and totalScore. */
  scores: CapabilityScores | null | undefined;
  height?: number;
  /** Hides the total / level block. */
  hideSummary?: boolean;
  className?: string;
}

/** The six capability dimensions of spec 2 §9 (max 900 each) with total, level 1-10 and level name. */
export function CapabilityRadar({
  scores,
  height = 300,
  hideSummary = false,
  className,
}: CapabilityRadarProps) {
  const theme = useTheme();
  const messages = useUiMessages();
  const key = RADAR_KEYS.map((k) => Number(scores?.[k] ?? 0)).join(',');
  const values = useMemo(() => key.split(',').map(Number), [key]);
  const empty = !scores || values.every((v) => !v);
  const option = useMemo(() => {
    if (empty) return null;
    const c = chartColors(theme);
    return {
      textStyle: c.textStyle,
      tooltip: { ...confinedTooltip(theme), trigger: 'item' },
      radar: {
        // Room for the names beside the web at a narrow width; English names wrap at spaces.
        radius: '50%',
        axisNameGap: 8,
        indicator: messages.radarDimensions.map((name) => ({ name, max: CAPABILITY_MAX })),
        axisName: { color: c.text, formatter: (name?: string) => (name ?? '').replace(/ /g, '\n') },
        splitLine: { lineStyle: { color: c.axis } },
        splitArea: { areaStyle: { color: [c.surface, c.split] } },
        axisLine: { lineStyle: { color: c.axis } },
      },
      series: [
        {
          type: 'radar',
          data: [{ value: values, name: messages.radarLabel }],
          lineStyle: { color: c.brand },
          itemStyle: { color: c.brand },
          areaStyle: { color: c.brand, opacity: 0.25 },
        },
      ],
    };
  }, [empty, theme, messages, values]);
  const { container } = useEChart(option);
  const total = Number(scores?.totalScore ?? 0);
  const level = capabilityLevel(total);
  const label = `${messages.radarLabel}: ${messages.radarDimensions.map((d, i) => `${d} ${values[i]}`).join(', ')}`;
  return (
    <Wrap className={className}>
      <ChartFrame label={label} height={height} empty={empty} container={container} />
      {!empty && !hideSummary && (
        <Summary>
          <span>{messages.totalScore}</span>
          <Score>{total}</Score>
          <Level>
            {messages.level(level)} · {messages.levelNames[level - 1]}
          </Level>
        </Summary>
      )}
    </Wrap>
  );
}
