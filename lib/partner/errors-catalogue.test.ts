import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { authErrors } from './catalogue/auth';
import { dashboardErrors } from './catalogue/dashboard';
import { governanceErrors } from './catalogue/governance';
import { infrastructureErrors } from './catalogue/infrastructure';
import { tradingErrors } from './catalogue/trading';
import { validationErrors } from './catalogue/validation';
import { catalogueEntry, ERROR_CATALOGUE, ERROR_CODES, isErrorCode } from './errors-catalogue';

const spec = readFileSync(path.resolve(__dirname, '../../../shared/spec/partner-api.md'), 'utf8');

/** The `## Errors` section, up to the next second-level heading. */
function errorsSection(text: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === '## Errors');
  if (start < 0) throw new Error('The spec has no "## Errors" section.');
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

const CODE = /`([a-z][a-z0-9]*(?:_[a-z0-9]+)*)`/;
const SNAKE_CODE = /`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/g;

type Row = { code: string; status: number | null; heading: string };

/** Rows of every table with a "Code" column, with the status the table states (or implies). */
function tableRows(lines: string[]): Row[] {
  const rows: Row[] = [];
  let heading = '';
  let header: string[] | null = null;
  for (const line of lines) {
    if (line.startsWith('### ')) heading = line.slice(4);
    if (!line.trim().startsWith('|')) {
      header = null;
      continue;
    }
    const row = cells(line);
    if (header === null) {
      header = row;
      continue;
    }
    if (row.every((cell) => /^:?-+:?$/.test(cell))) continue;
    const codeCol = header.indexOf('Code');
    const httpCol = header.indexOf('HTTP');
    if (codeCol < 0) continue;
    const codeCell = row[codeCol] ?? '';
    const code = CODE.exec(codeCell)?.[1];
    if (code === undefined) continue;
    const stated = /\((\d{3})\)/.exec(codeCell)?.[1] ?? (httpCol >= 0 ? row[httpCol] : undefined);
    const implied = /all (\d{3}) unless stated/.exec(heading)?.[1];
    const status =
      stated !== undefined && /^\d{3}$/.test(stated) ? Number(stated) : implied ? Number(implied) : null;
    rows.push({ code, status, heading });
  }
  return rows;
}

const section = errorsSection(spec);
const rows = tableRows(section);
const proseCodes = section
  .filter((line) => !line.trim().startsWith('|'))
  .flatMap((line) => [...line.matchAll(SNAKE_CODE)].map((m) => m[1] ?? ''));

describe('error catalogue against the spec', () => {
  it('finds the error tables', () => {
    expect(rows.length).toBeGreaterThanOrEqual(70);
    expect(rows.map((r) => r.code)).toEqual(
      expect.arrayContaining([
        'invalid_token',
        'governance_not_found',
        'invalid_wallet',
        'tx_too_large',
        'internal',
      ]),
    );
    expect(proseCodes).toEqual(
      expect.arrayContaining([
        'invalid_website',
        'telegram_too_long',
        'oracle_stale',
        'oracle_price_out_of_range',
      ]),
    );
  });

  it('holds every code of the tables and the link-field and oracle paragraphs', () => {
    const found = new Set([...rows.map((r) => r.code), ...proseCodes]);
    expect(found.size).toBeGreaterThanOrEqual(80);
    expect([...found].filter((c) => !isErrorCode(c))).toEqual([]);
  });

  it('answers each code with the status its table states', () => {
    const wrong = rows
      .filter((r) => r.status !== null && isErrorCode(r.code) && catalogueEntry(r.code).status !== r.status)
      .map(
        (r) =>
          `${r.code}: table ${r.status}, catalogue ${isErrorCode(r.code) ? catalogueEntry(r.code).status : '-'}`,
      );
    expect(wrong).toEqual([]);
    expect(rows.filter((r) => r.status !== null).length).toBeGreaterThanOrEqual(70);
  });

  it('gives the oracle codes 503 (decisions.md)', () => {
    for (const code of [
      'oracle_stale',
      'oracle_unavailable',
      'oracle_confidence_too_wide',
      'oracle_price_out_of_range',
    ]) {
      expect(isErrorCode(code) && catalogueEntry(code).status).toBe(503);
    }
  });
});

describe('error catalogue entries', () => {
  it('has no code defined twice across the groups', () => {
    const groups = [
      authErrors,
      tradingErrors,
      governanceErrors,
      validationErrors,
      infrastructureErrors,
      dashboardErrors,
    ];
    const total = groups.reduce((n, group) => n + Object.keys(group).length, 0);
    expect(ERROR_CODES.length).toBe(total);
    expect(total).toBeGreaterThan(90);
  });

  it('gives every entry a message and an action for a person', () => {
    for (const code of ERROR_CODES) {
      const entry = ERROR_CATALOGUE[code];
      expect(entry.message.trim(), code).not.toBe('');
      expect(entry.action.trim(), code).not.toBe('');
      expect(entry.message, code).not.toMatch(/[a-z]+_[a-z]+/);
    }
  });

  it('follows the retry rules', () => {
    for (const code of ERROR_CODES) {
      const { status, retry } = catalogueEntry(code);
      if (status === 429) expect(retry, code).toBe('after_retry_after');
      if (status === 502 || status === 503) expect(retry, code).toBe('backoff');
      if ([400, 401, 403, 404].includes(status)) expect(retry, code).toBe('never');
      if (retry === 'soon') expect(status, code).toBe(409);
      if (retry === 'after_retry_after') expect(status, code).toBe(429);
    }
    expect(catalogueEntry('migration_pending').retry).toBe('soon');
    expect(catalogueEntry('pool_not_open').retry).toBe('soon');
    expect(catalogueEntry('tx_expired').retry).toBe('rebuild');
    expect(catalogueEntry('tx_failed').retry).toBe('never');
    expect(catalogueEntry('internal').retry).toBe('backoff');
    expect(catalogueEntry('write_outcome_unknown')).toMatchObject({ status: 504, retry: 'never' });
  });

  it('holds the dashboard codes with their statuses', () => {
    const expected: Record<string, number> = {
      not_connected: 401,
      origin_rejected: 403,
      write_outcome_unknown: 504,
      idempotency_in_flight: 409,
      payload_too_large: 413,
      not_found: 404,
      method_not_allowed: 405,
      image_too_large: 400,
      access_denied: 400,
      needs_reconnect: 401,
      invalid_amount: 400,
      invalid_address: 400,
      connect_code_invalid: 400,
    };
    for (const [code, status] of Object.entries(expected)) {
      expect(isErrorCode(code) && catalogueEntry(code).status, code).toBe(status);
    }
  });

  it('does not treat inherited object keys as codes', () => {
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('__proto__')).toBe(false);
    expect(isErrorCode('constructor')).toBe(false);
  });
});
