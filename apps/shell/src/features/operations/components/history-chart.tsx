import type { SubAppHour } from '@portal/contract';
import { theme } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { epochSecondsOf, hourFormat, hourTickFormat } from './hour-labels';

export type HistoryChartProps = {
  hours: SubAppHour[];
  /** What the chart shows, for those who do not see it. */
  summary: string;
};

const countKeys = ['mounts', 'failures', 'timeouts', 'errors', 'crashes'] as const;
const chartHeight = 240;

// Reports and users come whole: no tick between two.
const wholeSteps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 100_000];

/**
 * An app's hours as lines (uPlot, on a canvas): what was reported on the left axis, users
 * affected dashed on the right one. The hours read in the operator's time zone and language.
 */
export function HistoryChart({ hours, summary }: HistoryChartProps) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const container = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);

  const data = useMemo<uPlot.AlignedData>(
    () => [
      hours.map(({ hour }) => epochSecondsOf(hour)),
      ...countKeys.map((key) => hours.map((hour) => hour[key])),
      hours.map(({ usersAffected }) => usersAffected),
    ],
    [hours],
  );

  const options = useMemo((): Omit<uPlot.Options, 'width'> => {
    const colors = [
      token.colorPrimary,
      token.colorError,
      token.colorWarning,
      token.purple,
      token.magenta,
    ];
    const axis = { stroke: token.colorTextSecondary, grid: { stroke: token.colorBorderSecondary } };
    const tick = hourTickFormat(i18n.language);
    const hour = hourFormat(i18n.language);
    return {
      height: chartHeight,
      scales: { x: { time: true }, users: { range: (_, __, max) => [0, Math.max(2, max)] } },
      series: [
        {
          label: t('operations.history.hour'),
          value: (_, value) => (value === null ? '' : hour(value)),
        },
        ...countKeys.map((key, index) => ({
          label: t(`operations.history.series.${key}`),
          stroke: colors[index],
          width: 1.5,
          scale: 'count',
        })),
        {
          label: t('operations.history.series.usersAffected'),
          stroke: token.colorText,
          dash: [4, 4],
          width: 1,
          scale: 'users',
        },
      ],
      axes: [
        { ...axis, values: (_, splits) => splits.map(tick) },
        { ...axis, scale: 'count', incrs: wholeSteps, label: t('operations.history.axisCount') },
        {
          ...axis,
          scale: 'users',
          side: 1,
          incrs: wholeSteps,
          label: t('operations.history.axisUsers'),
        },
      ],
    };
  }, [t, i18n.language, token]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const draw = (width: number) => {
      if (width <= 0) return;
      if (plot.current) plot.current.setSize({ width, height: chartHeight });
      else plot.current = new uPlot({ ...options, width }, data, element);
    };
    draw(element.clientWidth);
    const observer = new ResizeObserver(([entry]) =>
      draw(Math.floor(entry?.contentRect.width ?? 0)),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
    // New options (language, theme) draw it anew; new data only update it, below.
  }, [options]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => plot.current?.setData(data), [data]);

  return (
    <figure className="operations-history__chart">
      <div ref={container} role="img" aria-label={summary} data-testid="operations-history-chart" />
    </figure>
  );
}
