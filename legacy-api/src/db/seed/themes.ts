import type { Db } from '../db.ts';
import { insertRows } from './support.ts';

export async function seedThemes(db: Db): Promise<void> {
  await insertRows(db, 'themes', [
    {
      code: 'terres',
      platform_name: 'Mon Espace Terres Conseil',
      entity_name: 'Terres Conseil',
      support_phone: '03 26 48 00 00',
      primary_color: '#2e7d32',
      chart_colors: ['#2e7d32', '#66bb6a', '#a5d6a7', '#f9a825', '#8d6e63', '#546e7a'],
      link_home: 'https://www.terres-conseil.example.fr',
      link_legal_notice: 'https://www.terres-conseil.example.fr/mentions-legales',
      link_login_service: 'https://connexion.terres-conseil.example.fr',
      link_api: 'https://api.terres-conseil.example.fr',
      link_webmail: 'https://webmail.terres-conseil.example.fr',
      link_admin_board: 'https://admin.terres-conseil.example.fr',
      link_document_library: 'https://bibliotheque.terres-conseil.example.fr/recherche',
    },
    {
      code: 'vignes',
      platform_name: 'Mon Espace Vignes & Gestion',
      entity_name: 'Vignes & Gestion Conseil',
      support_phone: '03 25 71 00 00',
      primary_color: '#7b1f3a',
      chart_colors: ['#7b1f3a', '#b0455e', '#e8a0b0', '#c9a227', '#5d4037', '#455a64'],
      link_home: 'https://www.vignes-gestion.example.fr',
      link_legal_notice: 'https://www.vignes-gestion.example.fr/mentions-legales',
      link_login_service: 'https://connexion.vignes-gestion.example.fr',
      link_api: 'https://api.vignes-gestion.example.fr',
      link_webmail: 'https://webmail.vignes-gestion.example.fr',
      link_admin_board: 'https://admin.vignes-gestion.example.fr',
      link_document_library: 'https://bibliotheque.vignes-gestion.example.fr/recherche',
    },
  ]);
}
