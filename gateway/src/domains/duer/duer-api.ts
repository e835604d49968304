import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import {
  baseGroupeListShape,
  type LegacyBaseGroupe,
  type LegacyOrdre,
  duerGroupeListShape,
  duerModuleListShape,
  forcedValidationShape,
  moduleHistoryShape,
  type LegacyDuerGroupe,
  type LegacyDuerModule,
  type LegacyModuleHistory,
  baseCategorieListShape,
  createdShape,
  duerCategorieListShape,
  duerListShape,
  duerShape,
  otherFileDuerListShape,
  statusOkShape,
  renamedCategorieShape,
  type LegacyBaseCategorie,
  type LegacyDuer,
  type LegacyDuerCategorie,
  type LegacyOtherFileDuer,
  otherDuerElementListShape,
  type LegacyOtherDuerElement,
} from './duer-shapes.ts';
import { segment } from '../legacy-shapes.ts';

/** How a DUER is created (spec 002 §7: InsertDuer, InsertEmptyDuer, CopyDuer, InsertCopieDuerAutreDossier). */
export type DuerCreationCall =
  | { mode: 'modele' | 'vide'; codeDossier: string; annee: number; idBaseType: number }
  | { mode: 'copie'; codeDossier: string; anneeSource: number; anneeDest: number }
  | {
      mode: 'autreDossier';
      codeDossier: string;
      anneeToCreate: number;
      idDuerSource: number;
      idBaseType: number;
    };

const CREATION_PATHS = {
  modele: '/api/duer',
  vide: '/api/duer/vide',
  copie: '/api/duer/copie',
  autreDossier: '/api/duer/copie-autre-dossier',
} as const;

/** The risk assessment of a file (legacy-api/CONTRACT.md, /api/duer). */
export class DuerApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  #filePath = (codeDossier: string) => `/api/duer/dossier/${segment(codeDossier)}`;
  #categoriesPath = (idDuer: string) => `/api/duer/${segment(idDuer)}/categories`;

  /** GET /api/duer/dossier/{code}: DuersFetch. */
  async ofFile(codeDossier: string): Promise<LegacyDuer[]> {
    return this.#client.get(this.#filePath(codeDossier), duerListShape);
  }

  /** GET /api/duer/tous (staff): DuersToutDossierFetch. */
  async ofAllFiles(): Promise<LegacyOtherFileDuer[]> {
    return this.#client.get('/api/duer/tous', otherFileDuerListShape);
  }

  /** The creation call of its mode; the file's list is read again after it. */
  async create(call: DuerCreationCall): Promise<LegacyDuer> {
    const { mode, ...body } = call;
    const { data } = await this.#client.send('POST', CREATION_PATHS[mode], duerShape, {
      body: mode === 'copie' ? { ...body, copierContenu: true } : body,
    });
    this.#client.forget(this.#filePath(call.codeDossier));
    return data;
  }

  /** GET /api/duer/{id}/categories: DuerCategoriesFetch. */
  async categories(idDuer: string): Promise<LegacyDuerCategorie[]> {
    return this.#client.get(this.#categoriesPath(idDuer), duerCategorieListShape);
  }

  /** GET /api/duer/{id}/categories/base: the base work units the DUER does not use. */
  async baseCategories(idDuer: string): Promise<LegacyBaseCategorie[]> {
    return this.#client.get(`${this.#categoriesPath(idDuer)}/base`, baseCategorieListShape);
  }

  #forgetCategories(idDuer: string, codeDossier: string): void {
    this.#client.forget(this.#categoriesPath(idDuer));
    this.#client.forget(`${this.#categoriesPath(idDuer)}/base`);
    this.#client.forget(this.#filePath(codeDossier));
  }

  /** POST /api/duer/categories: InsertDuerCategorie; answers the new unit's id. */
  async insertCategorie(
    codeDossier: string,
    idDuer: string,
    idBaseType: number,
    nom: string,
  ): Promise<string> {
    const { data } = await this.#client.send('POST', '/api/duer/categories', createdShape, {
      body: { codeDossier, idDuer: Number(idDuer), idBaseType, nom },
    });
    this.#forgetCategories(idDuer, codeDossier);
    return data.insertId;
  }

  /** POST /api/duer/categories/copie: CopyDuerCategorie; answers the new unit's id. */
  async copyCategorie(codeDossier: string, idDuer: string, idBaseCategorie: string): Promise<string> {
    const { data } = await this.#client.send('POST', '/api/duer/categories/copie', createdShape, {
      body: { idDuer: Number(idDuer), idBaseCategorie: Number(idBaseCategorie) },
    });
    this.#forgetCategories(idDuer, codeDossier);
    return data.insertId;
  }

  /** DELETE /api/duer/categories/{id}: DeleteDuerCategorie. */
  async deleteCategorie(codeDossier: string, idDuer: string, idCategorie: string): Promise<void> {
    await this.#client.send('DELETE', `/api/duer/categories/${segment(idCategorie)}`, statusOkShape);
    this.#forgetCategories(idDuer, codeDossier);
  }

  #modulesPath = (idCategorie: string) => `/api/duer/categories/${segment(idCategorie)}/modules`;
  #groupesPath = (idModule: string) => `/api/duer/modules/${segment(idModule)}/groupes`;

  /** GET /api/duer/categories/{id}/modules: DuerModulesFetch. */
  async modules(idCategorie: string): Promise<LegacyDuerModule[]> {
    return this.#client.get(this.#modulesPath(idCategorie), duerModuleListShape);
  }

  /** GET /api/duer/modules/{id}/groupes: the module's operations and risks. */
  async groupes(idModule: string): Promise<LegacyDuerGroupe[]> {
    return this.#client.get(this.#groupesPath(idModule), duerGroupeListShape);
  }

  /** GET /api/duer/modules/{id}/historique (staff): the module history. */
  async history(idModule: string): Promise<LegacyModuleHistory> {
    return this.#client.get(`/api/duer/modules/${segment(idModule)}/historique`, moduleHistoryShape);
  }

  /** POST /api/duer/modules: InsertDuerModule; answers the new module's id. */
  async insertModule(codeDossier: string, idCategorie: string, nom: string): Promise<string> {
    const { data } = await this.#client.send('POST', '/api/duer/modules', createdShape, {
      body: { codeDossier, idDuerCategorie: Number(idCategorie), nom },
    });
    this.#client.forget(this.#modulesPath(idCategorie));
    return data.insertId;
  }

  /** PUT /api/duer/modules/validation/{id}: switches the forced validation. */
  async switchValidation(idCategorie: string, idModule: string): Promise<boolean> {
    const path = `/api/duer/modules/validation/${segment(idModule)}`;
    const { data } = await this.#client.send('PUT', path, forcedValidationShape);
    this.#client.forget(this.#modulesPath(idCategorie));
    return data.forcerValidation;
  }

  /** PUT /api/duer/risques: the modified risks of a module. */
  async updateRisks(idCategorie: string, idModule: string, risques: readonly Record<string, unknown>[]) {
    await this.#client.send('PUT', '/api/duer/risques', statusOkShape, { body: risques });
    this.#client.forget(this.#groupesPath(idModule));
    this.#client.forget(this.#modulesPath(idCategorie));
  }

  /** POST /api/duer/groupes/risque: a new operation with a new risk. */
  async insertGroupeRisque(codeDossier: string, idModule: string, nomGroupe: string, nomRisque: string) {
    await this.#client.send('POST', '/api/duer/groupes/risque', createdShape, {
      body: { codeDossier, idDuerModule: Number(idModule), nomGroupe, nomRisque },
    });
    this.#client.forget(this.#groupesPath(idModule));
  }

  /** GET /api/duer/modules/{id}/groupes/base: the base operations the module does not use. */
  async baseGroupes(idModule: string): Promise<LegacyBaseGroupe[]> {
    return this.#client.get(`${this.#groupesPath(idModule)}/base`, baseGroupeListShape);
  }

  /** The module's operations and the base operations left, read again after a change of its operations. */
  #forgetGroupes(idModule: string): void {
    this.#client.forget(this.#groupesPath(idModule));
    this.#client.forget(`${this.#groupesPath(idModule)}/base`);
  }

  /** POST /api/duer/groupes (an empty operation) or /api/duer/groupes/copie (a base operation). */
  async addGroupe(
    idModule: string,
    added: { codeDossier: string; nom: string } | { idBaseGroupe: string },
  ): Promise<void> {
    const body =
      'nom' in added
        ? { codeDossier: added.codeDossier, idDuerModule: Number(idModule), nom: added.nom }
        : { idDuerModule: Number(idModule), idBaseGroupe: Number(added.idBaseGroupe) };
    await this.#client.send(
      'POST',
      'nom' in added ? '/api/duer/groupes' : '/api/duer/groupes/copie',
      createdShape,
      {
        body,
      },
    );
    this.#forgetGroupes(idModule);
  }

  /** POST /api/duer/risques (a new risk) or /api/duer/risques/copie (a risk the operation's base proposes). */
  async addRisque(
    idModule: string,
    idGroupe: string,
    added: { codeDossier: string; nom: string } | { idBaseRisque: string },
  ): Promise<void> {
    const body =
      'nom' in added
        ? { codeDossier: added.codeDossier, idDuerGroupe: Number(idGroupe), nom: added.nom }
        : { idDuerGroupe: Number(idGroupe), idBaseRisque: Number(added.idBaseRisque) };
    await this.#client.send(
      'POST',
      'nom' in added ? '/api/duer/risques' : '/api/duer/risques/copie',
      createdShape,
      {
        body,
      },
    );
    this.#forgetGroupes(idModule);
  }

  /** PUT /api/duer/groupes/nom or /api/duer/risques/nom: an operation's or a risk's new name. */
  async rename(idModule: string, kind: 'groupe' | 'risque', codeDossier: string, id: string, nom: string) {
    const body =
      kind === 'groupe'
        ? { codeDossier, duerGroupe: { id: Number(id), duerBaseGroupe: { nom } } }
        : { codeDossier, duerRisque: { id: Number(id), duerBaseRisque: { nom } } };
    await this.#client.send('PUT', `/api/duer/${kind}s/nom`, statusOkShape, { body });
    this.#forgetGroupes(idModule);
  }

  /** DELETE /api/duer/groupes/{id} or /api/duer/risques/{id}. */
  async remove(idModule: string, kind: 'groupe' | 'risque', id: string): Promise<void> {
    await this.#client.send('DELETE', `/api/duer/${kind}s/${segment(id)}`, statusOkShape);
    this.#forgetGroupes(idModule);
  }

  /** PUT /api/duer/groupes/ordre or /api/duer/risques/ordre: the changed orders only. */
  async reorder(idModule: string, kind: 'groupe' | 'risque', ordres: readonly LegacyOrdre[]): Promise<void> {
    await this.#client.send('PUT', `/api/duer/${kind}s/ordre`, statusOkShape, { body: ordres });
    this.#client.forget(this.#groupesPath(idModule));
  }

  /** PUT /api/duer/modules/ordre: the changed orders of a work unit's modules. */
  async reorderModules(idCategorie: string, ordres: readonly LegacyOrdre[]): Promise<void> {
    await this.#client.send('PUT', '/api/duer/modules/ordre', statusOkShape, { body: ordres });
    this.#client.forget(this.#modulesPath(idCategorie));
  }
  /** PUT /api/duer/categories/nom: UpdateDuerCategorie; answers the unit's id, a new one when it changed. */
  async renameCategorie(
    codeDossier: string,
    idDuer: string,
    idCategorie: string,
    nom: string,
  ): Promise<string> {
    const { data } = await this.#client.send('PUT', '/api/duer/categories/nom', renamedCategorieShape, {
      body: { codeDossier, duerCategorie: { id: Number(idCategorie), duerBaseCategorie: { nom } } },
    });
    this.#forgetCategories(idDuer, codeDossier);
    this.#client.forget(this.#modulesPath(idCategorie));
    return data.insertIdDuerCategorie ?? idCategorie;
  }

  /** PUT /api/duer/modules/nom: Update base module name. */
  async renameModule(codeDossier: string, idCategorie: string, idModule: string, nom: string): Promise<void> {
    await this.#client.send('PUT', '/api/duer/modules/nom', statusOkShape, {
      body: { codeDossier, duerModule: { id: Number(idModule), duerBaseModule: { nom } } },
    });
    this.#client.forget(this.#modulesPath(idCategorie));
  }

  /** DELETE /api/duer/modules/{id}: DeleteDuerModule. */
  async deleteModule(idCategorie: string, idModule: string): Promise<void> {
    await this.#client.send('DELETE', `/api/duer/modules/${segment(idModule)}`, statusOkShape);
    this.#client.forget(this.#modulesPath(idCategorie));
  }

  /** POST /api/duer/modules/copie-categorie: a copy of the module in another unit; answers the copy's id. */
  async copyModule(codeDossier: string, idModule: string, idCategorieCible: string): Promise<string> {
    const { data } = await this.#client.send('POST', '/api/duer/modules/copie-categorie', createdShape, {
      body: { codeDossier, idDuerCategorie: Number(idCategorieCible), duerModule: { id: Number(idModule) } },
    });
    this.#client.forget(this.#modulesPath(idCategorieCible));
    return data.insertId;
  }
  /** PUT /api/duer/modules: Update module, its remark (null removes it). */
  async updateRemark(codeDossier: string, idCategorie: string, idModule: string, remarque: string | null) {
    await this.#client.send('PUT', '/api/duer/modules', statusOkShape, {
      body: { codeDossier, duerModule: { id: Number(idModule), remarque } },
    });
    this.#client.forget(this.#modulesPath(idCategorie));
  }

  /** GET /api/duer/categories/{id}/modules/base: the base modules the unit does not use. */
  async baseModules(idCategorie: string): Promise<LegacyBaseCategorie[]> {
    return this.#client.get(`${this.#modulesPath(idCategorie)}/base`, baseCategorieListShape);
  }

  /** GET /api/duer/categories/{id}/modules/autres-duers (staff): other DUERs' modules the unit does not use. */
  async otherDuerModules(idCategorie: string): Promise<LegacyOtherDuerElement[]> {
    return this.#client.get(`${this.#modulesPath(idCategorie)}/autres-duers`, otherDuerElementListShape);
  }

  /** GET /api/duer/modules/{id}/groupes/autres-duers (staff): other DUERs' operations the module does not use. */
  async otherDuerGroupes(idModule: string): Promise<LegacyOtherDuerElement[]> {
    return this.#client.get(`${this.#groupesPath(idModule)}/autres-duers`, otherDuerElementListShape);
  }

  /**
   * POST /api/duer/modules/copie (CopyDuerModule, a base module) or /api/duer/modules/duplication
   * (DupliquerModuleDepuisAutreDuer, another DUER's module); answers the new module's id.
   */
  async addExistingModule(
    codeDossier: string,
    idCategorie: string,
    added: { idBaseModule: string } | { source: LegacyOtherDuerElement },
  ): Promise<string> {
    const idDuerCategorie = Number(idCategorie);
    const [path, body] =
      'idBaseModule' in added
        ? ['/api/duer/modules/copie', { idDuerCategorie, idBaseModule: Number(added.idBaseModule) }]
        : [
            '/api/duer/modules/duplication',
            {
              duerBaseModuleACopier: { id: Number(added.source.id), idDuer: Number(added.source.idDuer) },
              idDuerCategorie,
              codeDossierSource: added.source.codeDossier,
              codeDossierDestination: codeDossier,
            },
          ];
    const { data } = await this.#client.send('POST', path, createdShape, { body });
    for (const list of ['', '/base', '/autres-duers'])
      this.#client.forget(`${this.#modulesPath(idCategorie)}${list}`);
    return data.insertId;
  }

  /** POST /api/duer/groupes/duplication: another DUER's operation and its risks, last in the module. */
  async duplicateGroupe(
    codeDossier: string,
    idModule: string,
    source: LegacyOtherDuerElement,
  ): Promise<void> {
    await this.#client.send('POST', '/api/duer/groupes/duplication', createdShape, {
      body: {
        duerBaseGroupeACopier: { id: Number(source.id), idDuer: Number(source.idDuer) },
        idDuerModule: Number(idModule),
        codeDossierSource: source.codeDossier,
        codeDossierDestination: codeDossier,
      },
    });
    this.#forgetGroupes(idModule);
    this.#client.forget(`${this.#groupesPath(idModule)}/autres-duers`);
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly duer: DuerApi;
  }
}
