import { describe, expect, it } from 'vitest';
import {
  SAVED_PROJECTS_PAGE_SIZE,
  SavedProject,
  SavedProjectsPage,
  savedProjectsPageCount,
} from './saved-projects.ts';

const project = {
  id: 'prj-1',
  name: 'Summer in Italy',
  productCode: 'PAP_HC_A4_LS',
  productType: 'PhotoBook',
  thumbnailUrl: 'https://img.example.test/prj-1.jpg',
  created: '2024-05-01T10:00:00Z',
  updated: '2024-05-02T08:30:00+02:00',
};

describe('saved project schema', () => {
  it('accepts a project with its product, thumbnail and timestamps', () => {
    expect(SavedProject.parse(project)).toEqual(project);
  });

  it('accepts a project without a thumbnail yet', () => {
    expect(SavedProject.safeParse({ ...project, thumbnailUrl: null }).success).toBe(true);
  });

  it('rejects a project without an id, product code or valid timestamps', () => {
    expect(SavedProject.safeParse({ ...project, id: '' }).success).toBe(false);
    expect(SavedProject.safeParse({ ...project, productCode: undefined }).success).toBe(false);
    expect(SavedProject.safeParse({ ...project, updated: 'yesterday' }).success).toBe(false);
    expect(SavedProject.safeParse({ ...project, thumbnailUrl: 'not a url' }).success).toBe(false);
  });
});

describe('saved projects page schema', () => {
  it('has a page size of 10', () => {
    expect(SAVED_PROJECTS_PAGE_SIZE).toBe(10);
  });

  it('accepts up to 10 projects and the total count', () => {
    const projects = Array.from({ length: 10 }, (_, index) => ({ ...project, id: `prj-${index}` }));
    expect(SavedProjectsPage.safeParse({ projects, totalCount: 23 }).success).toBe(true);
  });

  it('rejects more than 10 projects on one page and a negative or fractional total', () => {
    const projects = Array.from({ length: 11 }, (_, index) => ({ ...project, id: `prj-${index}` }));
    expect(SavedProjectsPage.safeParse({ projects, totalCount: 11 }).success).toBe(false);
    expect(SavedProjectsPage.safeParse({ projects: [], totalCount: -1 }).success).toBe(false);
    expect(SavedProjectsPage.safeParse({ projects: [], totalCount: 1.5 }).success).toBe(false);
  });

  it('counts pages of 10, with one page for an empty list', () => {
    expect(savedProjectsPageCount(0)).toBe(1);
    expect(savedProjectsPageCount(10)).toBe(1);
    expect(savedProjectsPageCount(11)).toBe(2);
    expect(savedProjectsPageCount(23)).toBe(3);
  });
});
