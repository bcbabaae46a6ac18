/**
 * The upload parts (upload-panel.tsx): a drop zone, the overall bar, one row per photo. Shared by
 * the library's 'Add photos' dialog and the phone's upload page.
 */
export const UPLOAD_STYLES = /* css */ `
.upload { display: grid; gap: var(--portal-space-3); }
.upload-drop {
  display: grid; justify-items: center; gap: var(--portal-space-2); padding: var(--portal-space-5) var(--portal-space-4);
  border: 2px dashed var(--portal-border); border-radius: var(--portal-radius-md); text-align: center;
}
.upload.dragging .upload-drop { border-color: var(--portal-primary); background: var(--portal-accent); }
.upload-drop > .icon { width: 32px; height: 32px; color: var(--portal-primary); }
.upload-drop .muted { font-size: var(--portal-font-size-sm); }
.upload-overall { display: grid; gap: var(--portal-space-1); font-size: var(--portal-font-size-sm); }
.upload progress { width: 100%; height: 8px; accent-color: var(--portal-primary); }
.upload-items {
  display: grid; gap: var(--portal-space-2); margin: 0; padding: 0; list-style: none;
  max-height: min(45vh, 420px); overflow-y: auto;
}
.upload-item {
  display: flex; align-items: center; gap: var(--portal-space-3); padding: var(--portal-space-1);
  border: 1px solid var(--portal-border); border-radius: var(--portal-radius-md);
}
.upload-preview {
  display: grid; place-items: center; flex: none; width: 48px; height: 48px; overflow: hidden;
  border-radius: var(--portal-radius-sm, 4px); background: var(--portal-accent); color: var(--portal-primary);
}
.upload-preview img { width: 100%; height: 100%; object-fit: cover; }
.upload-preview .icon { width: 24px; height: 24px; }
.upload-item-text { display: grid; flex: 1; min-width: 0; font-size: var(--portal-font-size-sm); }
.upload-name { font-weight: 650; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.upload-size { font-size: var(--portal-font-size-xs); }
.upload-status { display: grid; gap: var(--portal-space-1); color: var(--portal-text-muted); }
.upload-success, .upload-failure { display: inline-flex; align-items: center; gap: var(--portal-space-1); }
.upload-success { color: var(--portal-success); }
.upload-failure { color: var(--portal-danger); }
.upload-success .icon, .upload-failure .icon { width: 16px; height: 16px; flex: none; }
.upload-item .button-text { flex: none; }
`;
