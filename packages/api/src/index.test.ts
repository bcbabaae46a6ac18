import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';

const modulesOf = (kind: string) =>
  readdirSync(new URL(`./${kind}/`, import.meta.url)).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );

describe('the contract index', () => {
  it.each([
    ['schemas', 'Schemas'],
    ['clients', 'Client'],
    ['rules', 'Rules'],
  ])('groups every module of %s', (kind, suffix) => {
    for (const file of modulesOf(kind)) {
      const name = file.slice(0, -3).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      expect(contract, `${kind}/${file}`).toHaveProperty(`${name}${suffix}`);
    }
  });

  it('exposes the HTTP helper and the error catalogue at the top', () => {
    expect(contract.HttpError).toBeTypeOf('function');
    expect(contract.UserMessage.genericBoundary).toBe(
      'An unexpected error has occurred, please contact us if you continue to have problems.',
    );
  });
});
