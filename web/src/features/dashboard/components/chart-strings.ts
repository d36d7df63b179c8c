import type { CartesianChartProps } from '@cloudscape-design/chart-components/cartesian-chart';
import type { TFunction } from 'i18next';

/** Cloudscape's chart labels in the interface language (the package ships no Greek). */
export function chartStrings(t: TFunction<'dashboard'>): CartesianChartProps['i18nStrings'] {
  return {
    loadingText: t('chart.loading'),
    errorText: t('chart.error'),
    recoveryText: t('chart.recovery'),
    seriesFilterLabel: t('chart.filterLabel'),
    seriesFilterPlaceholder: t('chart.filterPlaceholder'),
    seriesFilterSelectedAriaLabel: t('chart.filterSelected'),
    legendAriaLabel: t('chart.legend'),
    detailPopoverDismissAriaLabel: t('chart.dismiss'),
    chartRoleDescription: t('chart.chartRole'),
    xAxisRoleDescription: t('chart.xAxisRole'),
    yAxisRoleDescription: t('chart.yAxisRole'),
  };
}
