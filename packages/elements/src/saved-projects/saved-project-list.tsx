import { SAVED_PROJECTS_PAGE_SIZE, type SavedProject } from '@portal/api/schemas/saved-projects';
import { type ReactElement, useEffect, useId, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useFormatDate } from '../runtime/context.tsx';
import { useElementLocation, useElementNavigate } from '../runtime/element-router.tsx';
import { readStateOf } from '../runtime/read-state.ts';
import { CardLoading } from '../ui/card-failure.tsx';
import { Icon, type IconName } from '../ui/icons.tsx';
import { ReadView } from '../ui/read-view.tsx';
import { SkeletonRows } from '../ui/skeleton.tsx';
import { useSavedProjects } from './api/saved-projects.ts';
import { DeleteProject } from './delete-project.tsx';
import { ProjectPager } from './project-pager.tsx';
import { pageInRange, pageOfQuery, pageRoute } from './project-pages.ts';

/** The product types the demo and the editor know, each with its name in the catalogues and its icon. */
const PRODUCT_TYPE_ICONS: Readonly<Record<string, IconName>> = {
  PhotoBook: 'book',
  Calendar: 'invoice',
  Prints: 'photo',
  WallDecor: 'photo',
  MapPoster: 'photo',
};

/**
 * The customer's saved projects (account-portal §2 'Saved projects'): 10 a page, newest edit first,
 * the page in the address ([Note: The page lives in the address]), each project with its preview,
 * name, kind of product and dates, and deletable after a confirmation.
 */
export function SavedProjectList({ accountId }: { readonly accountId: string }): ReactElement {
  const { t } = useTranslation();
  const { search } = useElementLocation();
  const navigate = useElementNavigate();
  const asked = pageOfQuery(search);
  const page = asked === 'invalid' ? 1 : asked;
  const projects = useSavedProjects(accountId, page);
  const [deleting, setDeleting] = useState<SavedProject | null>(null);
  const shown = projects.data;
  const current = shown !== undefined && shown.page === page ? shown : undefined;

  // A query that is no page, or a page past the end, is replaced by the page to show.
  const replacement =
    asked === 'invalid' ? 1 : current === undefined ? null : pageInRange(page, current.totalCount);
  useEffect(() => {
    if (replacement !== null) navigate(pageRoute(replacement), { replace: true, keepScroll: true });
  }, [replacement, navigate]);

  const isEmpty = (list: { readonly totalCount: number }) => list.totalCount === 0;
  const read = readStateOf(
    { data: current, error: projects.error, isValidating: projects.isValidating, mutate: projects.mutate },
    isEmpty,
  );
  // While another page loads, the page before stays on screen, marked busy.
  const state =
    read.status === 'loading' && shown !== undefined
      ? ({ status: isEmpty(shown) ? 'empty' : 'ready', data: shown } as const)
      : read;
  const body = (
    <ReadView
      read={state}
      failure={t('savedProjects.failed')}
      card="projects-card"
      skeleton={<ProjectsSkeleton />}
      empty={{ icon: 'folder', message: t('savedProjects.empty') }}
    >
      {(shown) => (
        <>
          <p className="projects-count">{t('savedProjects.count', { count: shown.totalCount })}</p>
          <ul
            className="project-cards"
            aria-label={t('savedProjects.listLabel', { page: shown.page })}
            aria-busy={current === undefined}
          >
            {shown.projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} onDelete={() => setDeleting(project)} />
              </li>
            ))}
          </ul>
          {shown.totalCount > SAVED_PROJECTS_PAGE_SIZE ? (
            <ProjectPager page={shown.page} totalCount={shown.totalCount} />
          ) : null}
        </>
      )}
    </ReadView>
  );
  return (
    <div className="saved-projects" part="saved-projects">
      <h1 className="page-title">{t('pageTitle.mySavedProjects')}</h1>
      {body}
      {deleting === null ? null : (
        <DeleteProject
          accountId={accountId}
          page={page}
          project={deleting}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

function ProjectCard({
  project,
  onDelete,
}: {
  readonly project: SavedProject;
  readonly onDelete: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const nameId = useId();
  const known = Object.hasOwn(PRODUCT_TYPE_ICONS, project.productType);
  return (
    <article className="card project-card" aria-labelledby={nameId} part="project">
      <div className="project-thumbnail">
        {project.thumbnailUrl === null ? (
          <Icon name={PRODUCT_TYPE_ICONS[project.productType] ?? 'folder'} />
        ) : (
          <img src={project.thumbnailUrl} alt="" loading="lazy" decoding="async" />
        )}
      </div>
      <div className="project-text">
        <h2 className="project-name" id={nameId}>
          {project.name}
        </h2>
        {known ? (
          <p className="project-type">{t(`savedProjects.productType.${project.productType}`)}</p>
        ) : null}
        <p className="project-dates">
          <span>
            {t('savedProjects.edited')}{' '}
            <time dateTime={project.updated}>{formatDate(new Date(project.updated))}</time>
          </span>
          <span>
            {t('savedProjects.started')}{' '}
            <time dateTime={project.created}>{formatDate(new Date(project.created))}</time>
          </span>
        </p>
      </div>
      <button
        type="button"
        className="button button-text project-delete"
        aria-label={t('savedProjects.deleteOne', { name: project.name })}
        onClick={onDelete}
      >
        <Icon name="trash" />
        {t('savedProjects.delete')}
      </button>
    </article>
  );
}

function ProjectsSkeleton(): ReactElement {
  return (
    <CardLoading>
      <SkeletonRows count={3} row="card project-card" picture="project-thumbnail" text="project-text" />
    </CardLoading>
  );
}
