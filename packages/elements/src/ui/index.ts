export { BASE_CSS } from './base-css.ts';
export { EnableCookies } from './enable-cookies.tsx';
export { ErrorBoundary } from './error-boundary.tsx';
export { Icon, type IconName } from './icons.tsx';
export { Modal, type ModalProps } from './modal.tsx';
export { PageSkeleton } from './page-skeleton.tsx';
export { ToastStack } from './toast-stack.tsx';
