import type { Domain } from '../domain.ts';
import { duerPrefetch } from './duer-prefetch.ts';
import { DuerAnnexesApi } from './annexes/duer-annexes-api.ts';
import { DuerApi } from './duer-api.ts';
import { DuerAuditApi } from './audit/duer-audit-api.ts';
import { DuerGeneralInfoApi } from './general-info/duer-general-info-api.ts';
import { DuerPagesApi } from './pages/duer-pages-api.ts';
import { DuerPictosApi } from './pictos/duer-pictos-api.ts';
import { DuerPreambleApi } from './preamble/duer-preamble-api.ts';
import { DuerPrintApi } from './print/duer-print-api.ts';
import { duerAdditionsResolvers } from './additions/duer-additions-resolvers.ts';
import { duerAnnexesResolvers } from './annexes/duer-annexes-resolvers.ts';
import { duerAuditResolvers } from './audit/duer-audit-resolvers.ts';
import { duerGeneralInfoResolvers } from './general-info/duer-general-info-resolvers.ts';
import { duerPagesResolvers } from './pages/duer-pages-resolvers.ts';
import { duerPictosResolvers } from './pictos/duer-pictos-resolvers.ts';
import { duerPreambleResolvers } from './preamble/duer-preamble-resolvers.ts';
import { duerPrintResolvers } from './print/duer-print-resolvers.ts';
import { duerResolvers } from './duer-resolvers.ts';

export const duerDomain: Domain = {
  areas: (calls) => ({
    duerAnnexes: new DuerAnnexesApi(calls),
    duerAudit: new DuerAuditApi(calls),
    duer: new DuerApi(calls),
    duerGeneralInfo: new DuerGeneralInfoApi(calls),
    duerPages: new DuerPagesApi(calls),
    duerPictos: new DuerPictosApi(calls),
    duerPreamble: new DuerPreambleApi(calls),
    duerPrint: new DuerPrintApi(calls),
  }),
  resolvers: [
    duerAdditionsResolvers,
    duerAnnexesResolvers,
    duerAuditResolvers,
    duerResolvers,
    duerGeneralInfoResolvers,
    duerPagesResolvers,
    duerPictosResolvers,
    duerPreambleResolvers,
    duerPrintResolvers,
  ],
  prefetch: duerPrefetch,
};
