import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, readSettings } from '../src/settings.ts';

describe('settings from the environment', () => {
  it('runs on the embedded defaults with nothing set', () => {
    expect(readSettings({})).toEqual({
      port: DEFAULT_PORT,
      host: '127.0.0.1',
      dataDir: resolve('.data'),
      databaseUrl: undefined,
      publicUrl: undefined,
      trustProxy: [],
      demoData: 'full',
      faults: { rules: [] },
      faultControl: false,
      s3Url: undefined,
      jobWorker: true,
      shutdownGraceMs: 10_000,
    });
  });

  it('reads every variable, dropping a trailing slash from PUBLIC_URL', () => {
    const settings = readSettings({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/portal',
      DATABASE_URL: 'postgres://portal@127.0.0.1:5432/portal',
      PUBLIC_URL: 'https://portal.example.test/',
      TRUST_PROXY: '10.0.0.1, 192.168.0.0/16',
      DEMO_DATA: 'accounts',
      FAULT_INJECTION: 'fail=0.5',
      FAULT_CONTROL: 'on',
      S3_URL: 's3://key:secret@127.0.0.1:9000/photos/portal?tls=false',
      JOB_WORKER: 'off',
      SHUTDOWN_GRACE_SECONDS: '25',
    });
    expect(settings).toEqual({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/portal',
      databaseUrl: 'postgres://portal@127.0.0.1:5432/portal',
      publicUrl: 'https://portal.example.test',
      trustProxy: ['10.0.0.1', '192.168.0.0/16'],
      demoData: 'accounts',
      faults: { rules: [{ fail: 0.5, hang: 0, status: 500 }] },
      faultControl: true,
      s3Url: 's3://key:secret@127.0.0.1:9000/photos/portal?tls=false',
      jobWorker: false,
      shutdownGraceMs: 25_000,
    });
  });

  it('refuses a PORT that is not a port and a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => readSettings({ PORT: 'eighty' })).toThrow(
      "PORT must be an integer from 0 to 65535, got 'eighty'",
    );
    expect(() => readSettings({ PORT: '70000' })).toThrow('PORT must be');
    expect(() => readSettings({ DATABASE_URL: 'mysql://x' })).toThrow(
      'DATABASE_URL must be a postgres:// URL',
    );
    expect(() => readSettings({ S3_URL: 'https://key:secret@s3.example.test/photos' })).toThrow(
      "S3_URL must be like s3://key:secret@host/bucket, got 'https://key:***@s3.example.test/photos'",
    );
    expect(() => readSettings({ S3_URL: 's3://key:secret@s3.example.test' })).toThrow(
      "S3_URL must be like s3://key:secret@host/bucket, got 's3://key:***@s3.example.test'",
    );
    expect(() => readSettings({ DEMO_DATA: 'some' })).toThrow(
      "DEMO_DATA must be full, accounts or off, got 'some'",
    );
    expect(() => readSettings({ JOB_WORKER: 'no' })).toThrow("JOB_WORKER must be on or off, got 'no'");
    for (const grace of ['0', '2.5', '301', 'ten']) {
      expect(() => readSettings({ SHUTDOWN_GRACE_SECONDS: grace })).toThrow(
        `SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 1 to 300, got '${grace}'`,
      );
    }
  });
});
