import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RouteDeps } from '../route-deps.ts';

/** Where the stand-in widget is served; the gateway's HIRING_SIMULATOR_SCRIPT_URL points here by default. */
export const HIRING_WIDGET_PATH = '/widgets/simulateur-embauche.js';

/**
 * The stand-in's code, run by the browser as it is (plain text: no build step touches it). Like the third party's
 * integration script, it draws into the element that holds its own <script> tag, so the page decides where the
 * widget goes by where it puts the tag. The cost rate is made up: the figure moves with the salary, nothing more.
 */
const WIDGET_SOURCE = `(function () {
  var script = document.currentScript;
  var container = script && script.parentElement;
  if (!container) return;
  var form = document.createElement('form');
  form.setAttribute('aria-label', "Simulateur d'embauche (démonstration)");
  var title = document.createElement('h2');
  title.textContent = "Simulateur d'embauche (démonstration)";
  var label = document.createElement('label');
  label.textContent = 'Salaire brut mensuel (€) ';
  var salary = document.createElement('input');
  salary.type = 'number';
  salary.min = '0';
  salary.value = '2000';
  label.appendChild(salary);
  var result = document.createElement('p');
  result.setAttribute('role', 'status');
  function show() {
    var cost = Math.round(Number(salary.value) * 1.42);
    result.textContent = 'Coût total employeur estimé : ' + cost.toLocaleString('fr-FR') + ' € par mois';
  }
  salary.addEventListener('input', show);
  form.addEventListener('submit', function (event) { event.preventDefault(); });
  show();
  form.appendChild(title);
  form.appendChild(label);
  form.appendChild(result);
  container.insertBefore(form, script);
})();
`;

/**
 * GET /widgets/simulateur-embauche.js: an offline stand-in of the third-party hiring-cost widget (spec 001 §2
 * simulateur-embauche), for demos and tests. Not a call of the legacy.
 */
export const hiringWidgetRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, _deps, done) => {
  app.get(
    HIRING_WIDGET_PATH,
    {
      schema: {
        tags: ['development'],
        summary:
          'Offline stand-in of the third-party hiring simulator widget (JavaScript drawing a form beside its own script tag)',
        response: { 200: Type.String() },
      },
    },
    (_request, reply) => {
      reply.type('text/javascript; charset=utf-8');
      return WIDGET_SOURCE;
    },
  );
  done();
};
