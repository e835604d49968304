import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import 'highcharts/modules/exporting';
import 'highcharts/modules/export-data';
// Highcharts' French language pack: every text of the charts and of their accessible description, set once here
// for every chart (without it a screen reader heard "Interactive chart", "Bar chart with 4 bars", "Show …").
import 'highcharts/i18n/fr-FR';

// Imported by the chart routes' lazy modules only: Highcharts never joins the first page's code.

// What the pack leaves to English habits: a comma between thousands (read "235,889,5") and "400k" on an axis.
const NO_BREAK_SPACE = '\u00a0';
Highcharts.setOptions({
  lang: {
    decimalPoint: ',',
    thousandsSep: NO_BREAK_SPACE,
    numericSymbols: ['k', 'M', 'Md', 'T', 'P', 'E'].map((symbol) => `${NO_BREAK_SPACE}${symbol}`),
    viewData: 'Voir le tableau des valeurs',
    hideData: 'Masquer le tableau des valeurs',
    downloadCSV: 'Télécharger en CSV',
    contextButtonTitle: 'Menu du graphique',
    exportData: { categoryHeader: 'Période' },
    accessibility: {
      thousandsSep: NO_BREAK_SPACE,
      // The pack's text gives the range as JavaScript writes numbers ("10666.67"); the axis is at hand to format.
      axis: { rangeFromTo: 'Les données vont de {axis.dataMin:,.2f} à {axis.dataMax:,.2f}.' },
    },
  },
});

// The hidden heading Highcharts puts before each chart takes the level after the nearest heading among the
// chart's previous siblings and ancestors, and h6 when there is none: it skipped levels on every chart screen
// (axe's heading-order). Every screen has its h1 before its charts, so an h2 never skips one.
Highcharts.setOptions({
  accessibility: {
    screenReaderSection: {
      beforeChartFormat: [
        '<h2>{chartTitle}</h2>',
        ...[
          '{typeDescription}',
          '{chartSubtitle}',
          '{chartLongdesc}',
          '{playAsSoundButton}',
          '{viewTableButton}',
          '{xAxisDescription}',
          '{yAxisDescription}',
          '{annotationsTitle}{annotationsList}',
        ].map((part) => `<div>${part}</div>`),
      ].join(''),
    },
  },
});

// Every chart's SVG says "Created with Highcharts …" in its <desc>, which Chromium reads as the chart's
// description, in English.
Highcharts.addEvent(Highcharts.Chart, 'load', function (this: Highcharts.Chart) {
  this.renderer.box.querySelector('desc')?.remove();
});

/** The chart menu: the accessible table of values and its CSV. */
export const CHART_MENU: Highcharts.ExportingOptions = {
  buttons: { contextButton: { menuItems: ['viewData', 'downloadCSV'] } },
};

export { Highcharts };
