import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ContractError, HttpError } from '../http.ts';
import { deleteSavedProject, getSavedProjects, savedProjectsSkip } from './saved-projects.ts';

const project = {
  id: 'prj-1',
  name: 'Summer in Italy',
  productCode: 'PAP_HC_A4_LS',
  productType: 'PhotoBook',
  thumbnailUrl: null,
  created: '2024-05-01T10:00:00Z',
  updated: '2024-05-02T10:00:00Z',
};

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/projects');
});
afterAll(() => stub.close());

describe('saved projects client', () => {
  it('GETs page 1 of the account with skip 0 and limit 10 and the bearer token', async () => {
    stub.respond({ json: { projects: [project], totalCount: 1 } });
    const page = await getSavedProjects(stub.endpoint('tok'), 'acc-1', 1);
    expect(page).toEqual({ projects: [project], totalCount: 1 });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/projects/api/v2/projects/acc-1');
    expect(request.query.get('skip')).toBe('0');
    expect(request.query.get('limit')).toBe('10');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toBeUndefined();
  });

  it('derives skip from the 1-based page: page 3 skips 20 projects', async () => {
    stub.respond({ json: { projects: [], totalCount: 20 } });
    await getSavedProjects(stub.endpoint(), 'acc/1', 3);
    expect(stub.last().path).toBe('/services/projects/api/v2/projects/acc%2F1');
    expect(stub.last().query.get('skip')).toBe('20');
    expect(stub.last().query.get('limit')).toBe('10');
  });

  it('refuses a page below 1 or not a whole number without calling the service', async () => {
    expect(savedProjectsSkip(2)).toBe(10);
    expect(() => savedProjectsSkip(0)).toThrow(RangeError);
    expect(() => savedProjectsSkip(1.5)).toThrow(RangeError);
    const before = stub.requests.length;
    await expect(getSavedProjects(stub.endpoint(), 'acc-1', -1)).rejects.toBeInstanceOf(RangeError);
    expect(stub.requests.length).toBe(before);
  });

  it('DELETEs one project on the singular project path, with the bearer token', async () => {
    stub.respond({ status: 204 });
    await expect(deleteSavedProject(stub.endpoint('tok'), 'prj-1')).resolves.toBeUndefined();
    const request = stub.last();
    expect(request.method).toBe('DELETE');
    expect(request.path).toBe('/services/projects/api/v2/project/prj-1');
    expect([...request.query.keys()]).toEqual([]);
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('sends a different correlation id with every call', async () => {
    stub.respond({ status: 204 });
    await deleteSavedProject(stub.endpoint(), 'a');
    await deleteSavedProject(stub.endpoint(), 'b');
    const [first, second] = stub.requests.slice(-2).map((request) => request.headers['x-correlation-id']);
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it('rejects a page that breaks the contract', async () => {
    stub.respond({ json: { projects: [{ ...project, productCode: '' }], totalCount: 1 } });
    await expect(getSavedProjects(stub.endpoint(), 'acc-1', 1)).rejects.toBeInstanceOf(ContractError);
  });

  it('throws HttpError with the status and URL when a delete fails', async () => {
    stub.respond({ status: 404 });
    const error = await deleteSavedProject(stub.endpoint(), 'gone').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/api/v2/project/gone`);
  });
});
