import type { SavedProject } from '@portal/api/schemas/saved-projects';
import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useReportFailure, useToast } from '../runtime/context.tsx';
import { ConfirmModal } from '../ui/confirm-modal.tsx';
import { useDeleteSavedProject } from './api/saved-projects.ts';

/**
 * Confirms and deletes one saved project; the page and the total are loaded again (a page left past
 * the end then goes to the last one). A failure says so in the open modal, which stays for a retry.
 */
export function DeleteProject({
  accountId,
  page,
  project,
  onClose,
}: {
  readonly accountId: string;
  readonly page: number;
  readonly project: SavedProject;
  readonly onClose: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const reportFailure = useReportFailure();
  const showToast = useToast();
  const deleteProject = useDeleteSavedProject(accountId, page);
  const remove = async () => {
    try {
      await deleteProject(project.id);
    } catch (error) {
      reportFailure('DELETE_SAVED_PROJECT_FAILED', error);
      throw error;
    }
    showToast(t('savedProjects.deleted', { name: project.name }));
    onClose();
  };
  return (
    <ConfirmModal
      title={t('savedProjects.deleteTitle')}
      confirmLabel={t('savedProjects.delete')}
      busyLabel={t('savedProjects.deleting')}
      onConfirm={remove}
      onClose={onClose}
      failure={t('savedProjects.deleteFailed')}
    >
      <p>{t('savedProjects.deleteBody', { name: project.name })}</p>
    </ConfirmModal>
  );
}
