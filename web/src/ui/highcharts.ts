import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import 'highcharts/modules/exporting';
import 'highcharts/modules/export-data';

// Imported by the chart routes' lazy modules only: Highcharts never joins the first page's code.

// French texts of the chart's menu and of its accessible description (Highcharts' are English).
Highcharts.setOptions({
  lang: {
    decimalPoint: ',',
    thousandsSep: '\u00a0',
    viewData: 'Voir le tableau des valeurs',
    hideData: 'Masquer le tableau des valeurs',
    downloadCSV: 'Télécharger en CSV',
    contextButtonTitle: 'Menu du graphique',
    exportData: { categoryHeader: 'Période' },
  },
});

/** The chart menu: the accessible table of values and its CSV. */
export const CHART_MENU: Highcharts.ExportingOptions = {
  buttons: { contextButton: { menuItems: ['viewData', 'downloadCSV'] } },
};

export { Highcharts };
