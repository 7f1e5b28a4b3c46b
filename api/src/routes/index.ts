import type { FastifyPluginAsync } from 'fastify';
import addresses from './addresses';
import dev from './dev';
import downloads from './downloads';
import dropoffs from './dropoffs';
import email from './email';
import files from './files';
import health from './health';
import imports from './imports';
import invitations from './invitations';
import invoices from './invoices';
import me from './me';
import packages from './packages';
import people from './people';
import pickups from './pickups';
import profile from './profile';
import report from './report';
import reportDownload from './report-download';
import reportMeta from './report-meta';
import settings from './settings';
import setup from './setup';
import sms from './sms';
import statusLinks from './status-links';
import templates from './templates';
import tracking from './tracking';
import uploads from './uploads';
import users from './users';
import zones from './zones';

/**
 * Every route folder, registered in this order at the root (the report service's paths carry their
 * own /api). A list rather than a folder autoloaded at run time, so that the build bundles the
 * routes into the one file that starts fast (docs/decisions/0008); routes.test.ts fails when a
 * folder is missing here.
 */
export const ROUTES: Record<string, FastifyPluginAsync> = {
  addresses: addresses,
  dev: dev,
  downloads: downloads,
  dropoffs: dropoffs,
  email: email,
  files: files,
  health: health,
  imports: imports,
  invitations: invitations,
  invoices: invoices,
  me: me,
  packages: packages,
  people: people,
  pickups: pickups,
  profile: profile,
  report: report,
  'report-download': reportDownload,
  'report-meta': reportMeta,
  settings: settings,
  setup: setup,
  sms: sms,
  'status-links': statusLinks,
  templates: templates,
  tracking: tracking,
  uploads: uploads,
  users: users,
  zones: zones,
};
