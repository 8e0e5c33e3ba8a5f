import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

// Each test file gets its own database cloned from the migrated template.
const adminUrl = inject('pgAdminUrl');
const template = inject('templateDb');
const name = `t_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name} template ${template}`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${name}`;
process.env.TEST_FILE_DATABASE_URL = url.toString();
